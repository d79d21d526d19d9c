import { describeImprovement, type ImproveReview } from '@citable/engine';
import type { EngineRunner } from '../../ai/engine-pool.ts';
import type { ImproveResult } from '../../ai/provider.ts';

/**
 * The review beside a rewrite (issue 11). The builtin improver's result carries it, and
 * describeImprovement only copies it; an LLM's rewrite is scored and checked by the engine,
 * in its threads (issue 37: no engine work on the thread that serves HTTP).
 */
export async function describeImprovementOf(
  engine: EngineRunner,
  content: string,
  result: ImproveResult & Partial<ImproveReview>,
  signal?: AbortSignal,
): Promise<ImproveReview> {
  const isReviewed =
    result.edits &&
    result.check &&
    result.originalFactors &&
    result.rewriteFactors &&
    result.claims;
  if (isReviewed) return describeImprovement(content, result);
  return engine.run<ImproveReview>(
    { kind: 'describe-improvement', text: content, improvedContent: result.improvedContent },
    signal,
  );
}
