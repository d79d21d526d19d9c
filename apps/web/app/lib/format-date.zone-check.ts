/*
 * Run by format-date.test.ts in a child process whose TZ is the zone to check: a test worker
 * thread cannot change its own zone (TZ set in a thread's process.env does not reach ICU), so
 * each zone gets a process of its own. Prints "ok <zone>" or the first moment that differs.
 */
import fc from 'fast-check';
import {
  formatDateTime,
  formatNumericDate,
  formatNumericDateTime,
  formatUsDateTime,
  formatUtcDate,
} from './format-date.ts';

const zone = process.env.TZ ?? '';
const medium = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const us = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const utc = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
if (medium.resolvedOptions().timeZone !== zone) {
  console.log(`zone not applied: ${medium.resolvedOptions().timeZone} instead of ${zone}`);
  process.exit(1);
}
const pairs = (date: Date): [string, string, string][] => [
  ['formatDateTime', formatDateTime(date), medium.format(date)],
  ['formatNumericDate', formatNumericDate(date), date.toLocaleDateString('en-GB')],
  ['formatNumericDateTime', formatNumericDateTime(date), date.toLocaleString('en-GB')],
  ['formatUsDateTime', formatUsDateTime(date), us.format(date)],
  ['formatUtcDate', formatUtcDate(date), utc.format(date)],
];
try {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (time) =>
      pairs(new Date(time)).every(([, ours, intl]) => ours === intl),
    ),
    { numRuns: 1_000 },
  );
  console.log(`ok ${zone}`);
} catch (error) {
  console.log(String(error).split('\n').slice(0, 3).join(' '));
  process.exit(1);
}
