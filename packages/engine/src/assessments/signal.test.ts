import { describe, expect, it } from 'vitest';
import { combineSignals, formatNumber, listNumbers, pluralize, ramp } from './signal.ts';

describe('ramp', () => {
  it('rises from 0 to 1 between its ends and clamps outside', () => {
    expect(ramp(5, 0, 10)).toBe(0.5);
    expect(ramp(-1, 0, 10)).toBe(0);
    expect(ramp(11, 0, 10)).toBe(1);
  });

  it('falls when the first end is the higher one', () => {
    expect(ramp(20, 32, 20)).toBe(1);
    expect(ramp(26, 32, 20)).toBe(0.5);
    expect(ramp(40, 32, 20)).toBe(0);
  });

  it('is a step when both ends are equal', () => {
    expect(ramp(1, 1, 1)).toBe(1);
    expect(ramp(0.9, 1, 1)).toBe(0);
  });
});

describe('combineSignals', () => {
  const signal = (weight: number, score: number) => ({ id: 'x', weight, score, evidence: '' });

  it('takes the weighted mean as a whole number of 100', () => {
    expect(combineSignals([signal(3, 1), signal(1, 0)], 1)).toBe(75);
  });

  it('multiplies by the quality factor and stays within 0-100', () => {
    expect(combineSignals([signal(1, 1)], 0.5)).toBe(50);
    expect(combineSignals([signal(1, 1)], 2)).toBe(100);
    expect(combineSignals([], 1)).toBe(0);
  });
});

describe('wording helpers', () => {
  it('pluralizes', () => {
    expect(pluralize(1, 'list')).toBe('1 list');
    expect(pluralize(2, 'list')).toBe('2 lists');
    expect(pluralize(0, 'heading skips', 'headings skip')).toBe('0 headings skip');
  });

  it('lists up to three numbers', () => {
    expect(listNumbers([4])).toBe('4');
    expect(listNumbers([2, 5])).toBe('2 and 5');
    expect(listNumbers([2, 5, 7])).toBe('2, 5 and 7');
    expect(listNumbers([2, 5, 7, 9, 11])).toBe('2, 5, 7 and 2 more');
  });

  it('formats one decimal only when needed', () => {
    expect(formatNumber(18)).toBe('18');
    expect(formatNumber(18.25)).toBe('18.3');
  });
});
