import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000)).toBe('1,000');
    expect(formatCount(50_000)).toBe('50,000');
    expect(formatCount(400_000)).toBe('400,000');
    expect(formatCount(-1_234_567)).toBe('-1,234,567');
  });

  it('writes every whole number as Intl does for en-US', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
      }),
      { numRuns: 2_000 },
    );
  });

  it('leaves fractions and non-finite numbers to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
