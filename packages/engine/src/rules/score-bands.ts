import { MAX_SCORE } from '../criteria.ts';

export type ScoreRating = 'Excellent' | 'Very Good' | 'Good' | 'Average' | 'Below Average' | 'Poor';
export type GaugeRating = 'Excellent' | 'Good' | 'Average' | 'Needs Improvement';

// Spec §4 "Score bands" (profile-level parsing): 90/80/70/60/50.
const SCORE_BANDS: readonly [number, ScoreRating][] = [
  [90, 'Excellent'],
  [80, 'Very Good'],
  [70, 'Good'],
  [60, 'Average'],
  [50, 'Below Average'],
];

// Spec §4 "Score bands" (analyzer gauge): 80/60/40 of the percentage of max.
const GAUGE_BANDS: readonly [number, GaugeRating][] = [
  [80, 'Excellent'],
  [60, 'Good'],
  [40, 'Average'],
];

/** Spec §4: the "Well optimized" line is used at 60 percent or more. */
export const WELL_OPTIMIZED_PERCENT = 60;

export function rateScore(score: number): ScoreRating {
  for (const [floor, rating] of SCORE_BANDS) if (score >= floor) return rating;
  return 'Poor';
}

export function rateGauge(score: number, max: number = MAX_SCORE): GaugeRating {
  const percent = toPercent(score, max);
  for (const [floor, rating] of GAUGE_BANDS) if (percent >= floor) return rating;
  return 'Needs Improvement';
}

export function describeOptimization(score: number, max: number = MAX_SCORE): 'Well' | 'Poorly' {
  return toPercent(score, max) >= WELL_OPTIMIZED_PERCENT ? 'Well' : 'Poorly';
}

/** A zero or negative maximum cannot give a meaningful share, so it counts as 0%. */
function toPercent(score: number, max: number): number {
  return max > 0 ? (score / max) * 100 : 0;
}
