import type { CriterionName } from '../criteria.ts';
import type { FeatureName } from '../measure/measure-page.ts';

// Each criterion is a transparent, monotone model of measured features: a logistic curve of a
// weighted sum of standardised features, every weight non-negative and every feature given a
// fixed direction (more is better, or worse). The weights are not chosen by hand: they are fitted
// on the training half of the labelled corpus by scripts/fit-criteria.ts and stored as data
// (criterion-weights.json), so anyone can reproduce them.

export type Direction = 1 | -1;

/** Which features each criterion reads, and in which direction each one counts. */
export const CRITERION_FEATURES: Record<CriterionName, Partial<Record<FeatureName, Direction>>> = {
  'Semantic Clarity': {
    meanSentenceWords: -1,
    longSentenceShare: -1,
    fillerRate: -1,
    hypeRate: -1,
    definitionLead: 1,
    stuffing: -1,
    repetition: -1,
    cohesion: 1,
    vagueAttributionShare: -1,
    nameSentenceShare: 1,
  },
  'Structured Formatting': {
    headingDensity: 1,
    listShare: 1,
    hasTable: 1,
    longParagraphShare: -1,
    stepStructure: 1,
    headingFit: 1,
    logWords: 1,
  },
  'Authority & Trust Signals': {
    externalLinkRate: 1,
    namedAttributionShare: 1,
    vagueAttributionShare: -1,
    unsupportedClaimShare: -1,
    figureSentenceShare: 1,
    nameSentenceShare: 1,
    hypeRate: -1,
  },
  'Retrievability & Extractability': {
    specificParagraphShare: 1,
    headingFit: 1,
    definitionLead: 1,
    longParagraphShare: -1,
    cohesion: 1,
    endsCleanly: 1,
    stuffing: -1,
    figureSentenceShare: 1,
    repetition: -1,
  },
  'Topical Depth & Coverage': {
    logWords: 1,
    distinctTermRate: 1,
    figureSentenceShare: 1,
    nameSentenceShare: 1,
    headingDensity: 1,
    fillerRate: -1,
    repetition: -1,
  },
  'Alignment with Conversational Queries': {
    questionHeadingShare: 1,
    answeredQuestionShare: 1,
    secondPersonRate: 1,
    definitionLead: 1,
    stepStructure: 1,
    meanSentenceWords: -1,
    hypeRate: -1,
  },
};

export interface FeatureScale {
  mean: number;
  sd: number;
}

export interface CriterionWeights {
  bias: number;
  /** Non-negative weight of each feature the criterion reads, applied with its direction. */
  weights: Partial<Record<FeatureName, number>>;
}

export interface CriteriaModel {
  /** How the weights were made: the command, the corpus and its training pages. */
  about: string;
  scales: Partial<Record<FeatureName, FeatureScale>>;
  criteria: Record<CriterionName, CriterionWeights>;
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
}

/** A criterion's score (0-100) and what each feature added to or took from it. */
export function scoreCriterion(
  model: CriteriaModel,
  name: CriterionName,
  features: Record<FeatureName, number>,
): { score: number; contributions: FeatureContribution[] } {
  const spec = CRITERION_FEATURES[name];
  const fitted = model.criteria[name];
  let logit = fitted.bias;
  const contributions: FeatureContribution[] = [];
  for (const [feature, direction] of Object.entries(spec) as [FeatureName, Direction][]) {
    const weight = fitted.weights[feature] ?? 0;
    const effect = weight * direction * standardise(features[feature], model.scales[feature]);
    logit += effect;
    contributions.push({ feature, effect });
  }
  return { score: Math.round(100 / (1 + Math.exp(-logit))), contributions };
}
