import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPROVEMENT_FACTORS, scoreImprovementOverall } from './improvement-factors.ts';

describe('improvement factors (spec §9)', () => {
  it('has the default factors 85, 92, 88, 78', () => {
    expect(DEFAULT_IMPROVEMENT_FACTORS).toEqual({
      contentClarity: 85,
      contextRichness: 92,
      semanticRelevance: 88,
      intentCoverage: 78,
    });
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(DEFAULT_IMPROVEMENT_FACTORS)).toBe(true);
  });

  it('averages the defaults to 86 (343 / 4 = 85.75, rounded)', () => {
    expect(scoreImprovementOverall(DEFAULT_IMPROVEMENT_FACTORS)).toBe(86);
  });

  it('rounds the average of the four factors', () => {
    const factors = {
      contentClarity: 10,
      contextRichness: 20,
      semanticRelevance: 30,
      intentCoverage: 41,
    };
    expect(scoreImprovementOverall(factors)).toBe(25);
    expect(scoreImprovementOverall({ ...factors, intentCoverage: 40 })).toBe(25);
    expect(scoreImprovementOverall({ ...factors, intentCoverage: 38 })).toBe(25);
    expect(scoreImprovementOverall({ ...factors, intentCoverage: 37 })).toBe(24);
  });
});
