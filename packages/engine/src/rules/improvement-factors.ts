import type { ImprovementFactors } from '../types.ts';

/** Spec §9: defaults when the server gives no factors (Clarity 85, Context 92, Semantic 88, Intent 78). */
export const DEFAULT_IMPROVEMENT_FACTORS: ImprovementFactors = Object.freeze({
  contentClarity: 85,
  contextRichness: 92,
  semanticRelevance: 88,
  intentCoverage: 78,
});

/** Spec §9: the improver's overall score is the rounded average of the four factors. */
export function scoreImprovementOverall(factors: ImprovementFactors): number {
  const { contentClarity, contextRichness, semanticRelevance, intentCoverage } = factors;
  return Math.round((contentClarity + contextRichness + semanticRelevance + intentCoverage) / 4);
}
