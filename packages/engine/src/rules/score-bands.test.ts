import { describe, expect, it } from 'vitest';
import { describeOptimization, rateGauge, rateScore } from './score-bands.ts';

describe('rateScore (spec §4, profile-level bands)', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89.9, 'Very Good'],
    [80, 'Very Good'],
    [79, 'Good'],
    [70, 'Good'],
    [69, 'Average'],
    [60, 'Average'],
    [59, 'Below Average'],
    [50, 'Below Average'],
    [49, 'Poor'],
    [0, 'Poor'],
  ] as const)('%d is %s', (score, rating) => {
    expect(rateScore(score)).toBe(rating);
  });
});

describe('rateGauge (spec §4, analyzer gauge bands of the percentage)', () => {
  it.each([
    [80, 100, 'Excellent'],
    [79, 100, 'Good'],
    [60, 100, 'Good'],
    [59, 100, 'Average'],
    [40, 100, 'Average'],
    [39, 100, 'Needs Improvement'],
    [8, 10, 'Excellent'],
    [3, 10, 'Needs Improvement'],
  ] as const)('%d of %d is %s', (score, max, rating) => {
    expect(rateGauge(score, max)).toBe(rating);
  });

  it('defaults the maximum to 100', () => {
    expect(rateGauge(85)).toBe('Excellent');
  });

  it('treats a zero maximum as 0 percent', () => {
    expect(rateGauge(5, 0)).toBe('Needs Improvement');
  });
});

describe('describeOptimization (spec §4, "Well" at 60 percent or more)', () => {
  it('says Well at exactly 60 percent', () => {
    expect(describeOptimization(60)).toBe('Well');
    expect(describeOptimization(6, 10)).toBe('Well');
  });

  it('says Poorly below 60 percent', () => {
    expect(describeOptimization(59)).toBe('Poorly');
    expect(describeOptimization(5, 10)).toBe('Poorly');
  });
});
