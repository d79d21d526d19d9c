import type { CriterionName } from '../criteria.ts';
import type { FeatureName } from '../measure/measure-page.ts';
import features from './criterion-features.json' with { type: 'json' };

// Each criterion is a transparent, monotone model of measured features: a logistic curve of a
// weighted sum of standardised features, every weight non-negative and every feature given a
// fixed direction (more is better, or worse). The weights are not chosen by hand: they are fitted
// on the training half of the labelled corpus by scripts/fit-criteria.ts and stored as data
// (criterion-weights.json), so anyone can reproduce them.

export type Direction = 1 | -1;

/** Which features each criterion reads, and in which direction each one counts. */
export const CRITERION_FEATURES = features as Record<
  CriterionName,
  Partial<Record<FeatureName, Direction>>
>;

export interface FeatureScale {
  mean: number;
  sd: number;
}

export interface CriterionWeights {
  bias: number;
  /** Non-negative weight of each feature the criterion reads, applied with its direction. */
  weights: Partial<Record<FeatureName, number>>;
}

/**
 * Damage that real pages rarely show and that costs every criterion: stuffing, copies, a text
 * cut off or too short to answer, claims leaning on nobody, incoherent order, filler, nothing
 * specific. Each is a measure where higher is worse.
 */
export const DAMAGE_MEASURES = {
  // Stuffing spread over the page: the share of paragraphs with a packed sentence, with the top
  // term's share of the words.
  stuffing: (f: Record<FeatureName, number>) => f.burstParagraphShare + f.stuffing + f.topTermLead,
  copies: (f: Record<FeatureName, number>) => f.repetition,
  shortness: (f: Record<FeatureName, number>) => -f.logWords,
  cutOff: (f: Record<FeatureName, number>) => 1 - f.endsCleanly,
  // Claims no one can check, by paragraph (a long page's invented study is as much an invention)
  // and by sentence.
  unsupported: (f: Record<FeatureName, number>) =>
    f.unsourcedParagraphShare + f.unsupportedClaimShare,
  incoherence: (f: Record<FeatureName, number>) => -f.cohesion - f.headingFit - f.paragraphUnity,
  // The shuffle test's own figure: an order no better than random orders of the same sentences.
  disorder: (f: Record<FeatureName, number>) => -f.orderEvidence,
  filler: (f: Record<FeatureName, number>) => f.fillerRate + f.hypeRate,
  vagueness: (f: Record<FeatureName, number>) =>
    f.genericSentenceShare + f.emptySectionShare + f.unansweredSectionShare,
} as const;

export type DamageName = keyof typeof DAMAGE_MEASURES;

/**
 * A damage costs nothing up to `start` (the 90th percentile of the training pages: nine real
 * pages in ten pay nothing), then up to `weight` of every criterion over one `span` (the spread
 * of the training pages between their 10th and 90th percentiles). Start and span come from the
 * corpus; the weight is fitted.
 */
export interface DamageRule {
  start: number;
  span: number;
  weight: number;
}

export interface CriteriaModel {
  /** How the weights were made: the command, the corpus and its training pages. */
  about: string;
  scales: Partial<Record<FeatureName, FeatureScale>>;
  criteria: Record<CriterionName, CriterionWeights>;
  damage: Record<DamageName, DamageRule>;
  /**
   * The fitted curves squeeze scores toward the middle (on the training pages a spread of 9
   * points where the raters used 18). Each criterion's score is stretched linearly so that the
   * training pages' overall scores have the raters' mean and spread; order is unchanged.
   */
  calibration?: { from: FeatureScale; to: FeatureScale };
}

export function calibrate(model: CriteriaModel, score: number): number {
  const c = model.calibration;
  if (!c || c.from.sd === 0) return score;
  return Math.max(0, Math.min(100, c.to.mean + ((score - c.from.mean) * c.to.sd) / c.from.sd));
}

/**
 * Text that is not prose: prose holds its words together with function words (articles,
 * prepositions, pronouns: 16% on the sparsest of the corpus's 219 real pages, a list of partner
 * names, and 40-55% on ordinary prose); a list of keywords or random words has almost none.
 * Below PROSE_FROM the page keeps a falling share of every criterion, none at NOT_PROSE.
 */
const PROSE_FROM = 0.15;
const NOT_PROSE = 0.05;

export function proseShareOf(features: Record<FeatureName, number>): number {
  return Math.max(
    0,
    Math.min(1, (features.functionWordShare - NOT_PROSE) / (PROSE_FROM - NOT_PROSE)),
  );
}

/** The share of every criterion that the page's damage leaves (1 for a sound page). */
export function integrityOf(model: CriteriaModel, features: Record<FeatureName, number>): number {
  // A sentence said again adds nothing to retrieve or cite: the page keeps the share of its
  // sentences that are not copies of an earlier one.
  let factor = proseShareOf(features) * (1 - Math.min(0.9, features.repetition));
  for (const [name, measure] of Object.entries(DAMAGE_MEASURES) as [
    DamageName,
    (f: Record<FeatureName, number>) => number,
  ][]) {
    const rule = model.damage[name];
    if (!rule || rule.weight === 0) continue;
    const extent = Math.max(
      0,
      Math.min(1, (measure(features) - rule.start) / Math.max(rule.span, 1e-6)),
    );
    factor *= 1 - Math.min(0.9, rule.weight) * extent;
  }
  return factor;
}

/** Standardised values are clipped so that one extreme measurement cannot decide a score. */
export const Z_LIMIT = 3;

export function standardise(value: number, scale: FeatureScale | undefined): number {
  if (!scale || scale.sd === 0) return 0;
  return Math.max(-Z_LIMIT, Math.min(Z_LIMIT, (value - scale.mean) / scale.sd));
}

export interface FeatureContribution {
  feature: FeatureName;
  /** Signed contribution to the criterion's logit: positive helps, negative hurts. */
  effect: number;
  /** Where the page stands on the measure against the training pages, in standard deviations. */
  z: number;
}

/** A criterion's score (0-100) and what each feature added to or took from it. */
export function scoreCriterion(
  model: CriteriaModel,
  name: CriterionName,
  features: Record<FeatureName, number>,
  integrity = integrityOf(model, features),
): { score: number; contributions: FeatureContribution[] } {
  const spec = CRITERION_FEATURES[name];
  const fitted = model.criteria[name];
  let logit = fitted.bias;
  const contributions: FeatureContribution[] = [];
  for (const [feature, direction] of Object.entries(spec) as [FeatureName, Direction][]) {
    const weight = fitted.weights[feature] ?? 0;
    const z = standardise(features[feature], model.scales[feature]);
    const effect = weight * direction * z;
    logit += effect;
    contributions.push({ feature, effect, z });
  }
  const raw = (100 * integrity) / (1 + Math.exp(-logit));
  return { score: Math.round(calibrate(model, raw)), contributions };
}
