/*
 * The dates /settings shows, in the browser's time zone, written out rather than asked of Intl
 * (issue 35): a tab's first Intl.DateTimeFormat loads its locale and time-zone data, about
 * 100 ms of main thread on a desktop and four times that on Lighthouse's phone, right as the
 * screen's lists arrive. Date's own getters read the time zone without that cost. The output is
 * what Intl writes for en-GB (CLDR's "Sept"), which the tests check date by date.
 */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "5 Sept 2026, 07:03": en-GB's medium date and short time. */
export function formatDateTime(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** "05/09/2026": en-GB's numeric date. */
export function formatNumericDate(date: Date): string {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}
