/** Spec §9 "Default prompts": each criterion gets a rating from Very Bad to Excellent. */
export type CriterionRating =
  | 'Excellent'
  | 'Very Good'
  | 'Good'
  | 'Average'
  | 'Poor'
  | 'Bad'
  | 'Very Bad';

const RATING_BANDS: readonly [number, CriterionRating][] = [
  [90, 'Excellent'],
  [75, 'Very Good'],
  [60, 'Good'],
  [45, 'Average'],
  [30, 'Poor'],
  [15, 'Bad'],
];

export function rateCriterion(score: number): CriterionRating {
  for (const [floor, rating] of RATING_BANDS) if (score >= floor) return rating;
  return 'Very Bad';
}
