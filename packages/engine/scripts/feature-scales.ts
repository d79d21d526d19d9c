// What the fitting scripts standardise every measure by: its mean and spread over the pages a
// model is fitted on, rounded as the stored models keep them.
import type { FeatureScale } from '../src/assessments/criterion-model.ts';
import { FEATURE_NAMES, type FeatureName } from '../src/measure/measure-page.ts';

/** Four decimals: the stored models' precision, so a refit writes the same file. */
export function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}

export function featureScales(
  pages: readonly Record<FeatureName, number>[],
): Partial<Record<FeatureName, FeatureScale>> {
  const scales: Partial<Record<FeatureName, FeatureScale>> = {};
  for (const name of FEATURE_NAMES) {
    const values = pages.map((features) => features[name]);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    scales[name] = { mean: round(mean), sd: round(sd) };
  }
  return scales;
}
