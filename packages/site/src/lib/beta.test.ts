import { describe, expect, it } from 'vitest';
import { formatDaysRemaining, getBetaStatus } from './beta.ts';

describe('getBetaStatus', () => {
  it('counts whole days left until the end date', () => {
    const status = getBetaStatus('2025-07-01', new Date('2025-06-21T12:00:00Z'));
    expect(status).toEqual({ isActive: true, daysRemaining: 10, endLabel: '1 July 2025' });
  });

  it('counts a part day as a day', () => {
    expect(getBetaStatus('2025-07-01', new Date('2025-06-30T23:59:00Z')).daysRemaining).toBe(1);
  });

  it('never shows a negative count after the end', () => {
    const status = getBetaStatus('2025-07-01', new Date('2026-11-22T00:00:00Z'));
    expect(status.isActive).toBe(false);
    expect(status.daysRemaining).toBe(0);
  });

  it('ends exactly at the start of the end date', () => {
    expect(getBetaStatus('2025-07-01', new Date('2025-07-01T00:00:00Z')).isActive).toBe(false);
  });
});

describe('formatDaysRemaining', () => {
  it('uses the singular for one day', () => {
    expect(formatDaysRemaining(1)).toBe('1 day remaining');
    expect(formatDaysRemaining(12)).toBe('12 days remaining');
  });
});
