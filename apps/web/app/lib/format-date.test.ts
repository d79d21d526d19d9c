import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatNumericDate,
  formatNumericDateTime,
  formatUsDateTime,
  formatUtcDate,
} from './format-date.ts';

describe('the dates the signed-in screens show', () => {
  it('writes a date and time as en-GB does', () => {
    const date = new Date(2026, 8, 5, 7, 3);
    expect(formatDateTime(date)).toBe('5 Sept 2026, 07:03');
    expect(formatNumericDate(date)).toBe('05/09/2026');
    expect(formatNumericDateTime(date)).toBe('05/09/2026, 07:03:00');
    expect(formatUsDateTime(date)).toBe('Sep 5, 2026, 7:03 AM');
    expect(formatUsDateTime(new Date(2026, 8, 5, 0, 3))).toBe('Sep 5, 2026, 12:03 AM');
    expect(formatUsDateTime(new Date(2026, 8, 5, 12, 3))).toBe('Sep 5, 2026, 12:03 PM');
    expect(formatUtcDate(new Date(Date.UTC(2026, 8, 5, 23, 59)))).toBe('5 Sept 2026');
  });

  // Node reads TZ again when it changes; Intl takes the zone when a formatter is made.
  it.each([
    'UTC',
    'Europe/London',
    'America/New_York',
    'Australia/Adelaide',
    'Australia/Lord_Howe',
  ])('matches Intl for any moment from 1970 to 2100 in %s', (zone) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      const medium = new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      const us = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
      const utc = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
      expect(medium.resolvedOptions().timeZone).toBe(zone);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (time) => {
          const date = new Date(time);
          expect(formatDateTime(date)).toBe(medium.format(date));
          expect(formatNumericDate(date)).toBe(date.toLocaleDateString('en-GB'));
          expect(formatNumericDateTime(date)).toBe(date.toLocaleString('en-GB'));
          expect(formatUsDateTime(date)).toBe(us.format(date));
          expect(formatUtcDate(date)).toBe(utc.format(date));
        }),
        { numRuns: 1_000 },
      );
    } finally {
      process.env.TZ = before;
    }
  });
});
