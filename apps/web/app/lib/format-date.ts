/*
 * The dates the signed-in screens show, written out rather than asked of Intl (issue 35): a
 * tab's first Intl.DateTimeFormat loads its locale and time-zone data, about 100 ms of main
 * thread on a desktop and four times that on Lighthouse's phone, right as a screen's lists
 * arrive. Date's own getters read the time zone without that cost. Each output is what Intl
 * writes for the same locale and options, which the tests check date by date.
 */
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** en-GB's CLDR data abbreviates September to "Sept". */
const MONTHS_GB = MONTHS.map((month) => (month === 'Sep' ? 'Sept' : month));

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "5 Sept 2026, 07:03": en-GB's medium date and short time. */
export function formatDateTime(date: Date): string {
  return `${date.getDate()} ${MONTHS_GB[date.getMonth()]} ${date.getFullYear()}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** "05/09/2026": en-GB's numeric date. */
export function formatNumericDate(date: Date): string {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** "05/09/2026, 13:03:07": en-GB's default date and time. */
export function formatNumericDateTime(date: Date): string {
  return `${formatNumericDate(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}

/** "5 Sept 2026": en-GB's medium date, in UTC. */
export function formatUtcDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS_GB[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "Sep 5, 2026, 1:03 PM": en-US's medium date and short time. */
export function formatUsDateTime(date: Date): string {
  const hours = date.getHours();
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}
