import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

  // A worker thread cannot change its zone (TZ set in its process.env does not reach ICU):
  // each zone is checked in a process of its own, started with that TZ.
  it.each([
    'UTC',
    'Europe/London',
    'America/New_York',
    'Australia/Adelaide',
    'Australia/Lord_Howe',
  ])(
    'matches Intl for any moment from 1970 to 2100 in %s',
    (zone) => {
      const check = fileURLToPath(new URL('./format-date.zone-check.ts', import.meta.url));
      const result = spawnSync(process.execPath, ['--import', 'tsx', check], {
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      });
      expect(result.stdout.trim()).toBe(`ok ${zone}`);
      expect(result.status).toBe(0);
    },
    60_000,
  );
});
