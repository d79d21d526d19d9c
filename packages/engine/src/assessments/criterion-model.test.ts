import { describe, expect, it } from 'vitest';
import { CRITERIA } from '../criteria.ts';
import { FEATURE_NAMES } from '../measure/measure-page.ts';
import { CRITERION_FEATURES } from './criterion-model.ts';

// CRITERION_FEATURES is read from JSON, so the compiler no longer checks its names and
// directions: a misspelt feature would silently read nothing.
describe('the features each criterion reads', () => {
  it('name every criterion and measured features only, each with a direction of 1 or -1', () => {
    expect(Object.keys(CRITERION_FEATURES).sort()).toEqual([...CRITERIA].sort());
    for (const criterion of CRITERIA) {
      const entries = Object.entries(CRITERION_FEATURES[criterion]);
      expect(entries.length, criterion).toBeGreaterThan(0);
      for (const [feature, direction] of entries) {
        expect(FEATURE_NAMES, criterion).toContain(feature);
        expect([1, -1], `${criterion} ${feature}`).toContain(direction);
      }
    }
  });
});
