import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import { checkRewrite } from './check-rewrite.ts';
import type { ImproveReview } from './edit-types.ts';
import { improveText } from './improve-text.ts';
import { scoreImprovement } from './score-improvement.ts';

/**
 * The review that goes beside any rewrite (issue 11 points 5 and 7). The builtin improver's
 * result already carries it; an LLM's rewrite gets the same check and the same measures here:
 * the original's claims, both texts scored alike, and what the model dropped or invented.
 */
export function describeImprovement(
  original: string,
  result: { improvedContent: string } & Partial<ImproveReview>,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): ImproveReview {
  if (
    result.edits &&
    result.check &&
    result.originalFactors &&
    result.rewriteFactors &&
    result.claims
  )
    return {
      edits: result.edits,
      claims: result.claims,
      originalFactors: result.originalFactors,
      rewriteFactors: result.rewriteFactors,
      check: result.check,
      language: result.language ?? null,
      notice: result.notice ?? null,
    };
  const own = improveText(original, knowledge);
  return {
    edits: [],
    claims: own.claims.map((claim) => ({ ...claim, markerEditId: null })),
    originalFactors: own.originalFactors,
    rewriteFactors: result.improvedContent.trim()
      ? scoreImprovement(result.improvedContent, knowledge)
      : own.originalFactors,
    check: checkRewrite(original, result.improvedContent),
    language: own.language,
    notice: null,
  };
}
