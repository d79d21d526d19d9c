import { describe, expect, it } from 'vitest';
import { rateCriterion } from './rate-criterion.ts';

describe('rateCriterion (Very Bad to Excellent)', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Very Good'],
    [75, 'Very Good'],
    [60, 'Good'],
    [45, 'Average'],
    [30, 'Poor'],
    [15, 'Bad'],
    [14, 'Very Bad'],
    [0, 'Very Bad'],
  ] as const)('%d is %s', (score, rating) => {
    expect(rateCriterion(score)).toBe(rating);
  });
});
