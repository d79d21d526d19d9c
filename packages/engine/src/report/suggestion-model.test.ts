import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, type FeatureName } from '../measure/measure-page.ts';
import { NEED_FEATURES, NEED_LABELS, needProbability, SUGGESTION_MODEL } from './suggestions.ts';

// The stored need models are what scripts/fit-suggestions.ts wrote: a type is shown only where
// its held-out agreement with the raters reached 80%, and each model is monotone in the
// direction NEED_FEATURES declares for its measures.

describe('the fitted suggestion model', () => {
  it('shows a type only where the raters agreed with it on 80% of at least eight held-out pages', () => {
    const shown = NEED_LABELS.filter((need) => SUGGESTION_MODEL.needs[need].from !== null);
    expect(shown.length).toBeGreaterThan(0);
    for (const need of shown) {
      const model = SUGGESTION_MODEL.needs[need];
      expect(model.precision, need).toBeGreaterThanOrEqual(0.8);
      expect(model.fired, need).toBeGreaterThanOrEqual(8);
    }
  });

  it('declares, for every need, measured features only, each with a direction of 1 or -1', () => {
    // The table is JSON: the compiler no longer checks its names and directions.
    expect(Object.keys(NEED_FEATURES).sort()).toEqual([...NEED_LABELS].sort());
    for (const need of NEED_LABELS) {
      const entries = Object.entries(NEED_FEATURES[need]);
      expect(entries.length, need).toBeGreaterThan(0);
      for (const [feature, direction] of entries) {
        expect(FEATURE_NAMES, need).toContain(feature);
        expect([1, -1], `${need} ${feature}`).toContain(direction);
      }
    }
  });

  it('weighs only the declared measures, never against their direction', () => {
    for (const need of NEED_LABELS) {
      const { weights } = SUGGESTION_MODEL.needs[need];
      for (const [feature, weight] of Object.entries(weights)) {
        expect(Object.keys(NEED_FEATURES[need]), need).toContain(feature);
        expect(weight, `${need} ${feature}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('grows more sure of a need as a measure moves in its declared direction', () => {
    const base = Object.fromEntries(FEATURE_NAMES.map((name) => [name, 0])) as Record<
      FeatureName,
      number
    >;
    fc.assert(
      fc.property(
        fc.constantFrom(...NEED_LABELS),
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        (need, start, step) => {
          const model = SUGGESTION_MODEL.needs[need];
          for (const [feature, direction] of Object.entries(NEED_FEATURES[need])) {
            const name = feature as FeatureName;
            const at = needProbability(model, need, { ...base, [name]: start });
            const moved = needProbability(model, need, {
              ...base,
              [name]: start + (direction ?? 1) * step,
            });
            expect(moved).toBeGreaterThanOrEqual(at);
          }
        },
      ),
    );
  });
});
