/**
 * A whole number with thousands separators, exactly as `toLocaleString('en-US')` writes it
 * ("1,000", "400,000"). Written out rather than asked of Intl (issue 35): the first number an
 * Intl formatter writes in a browser tab loads its locale data, 25 to 60 ms of main thread on
 * a desktop and four times that on Lighthouse's phone, and the limit messages are built while
 * the screens' modules load, so that cost landed in every signed-in screen's first second.
 * Anything but a safe integer (no caller passes one) is still left to Intl.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || Object.is(count, -0)) return count.toLocaleString('en-US');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
