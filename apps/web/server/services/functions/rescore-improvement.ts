import type { ImprovementFactors } from '@citable/engine';
import type { RescoreImprovementRequest, RescoreImprovementResponse } from '@citable/schemas';
import { runEngineTask } from '../../ai/engine-worker.ts';
import type { RescoredImprovement } from '../../ai/provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertContentWithinLimits } from './content-limits.ts';
import type { Caller, ToolContext } from './run-tools.ts';

/** Said when the accepted ids are not the edits the improver proposes for this text. */
export const UNKNOWN_EDIT_MESSAGE =
  'These edits were not proposed for this text. Improve the text again, then choose its edits.';

/**
 * Issue 32: the factors the review shows for the edits the writer accepted, measured on the
 * server with the knowledge the improve call used (the browser has no word vectors, so its
 * own measure disagreed with the server's). Rescoring the text the writer has just improved
 * costs no AI call; rescoring any other text repeats the improve call's work and is charged
 * like it, so this route is no way around the AI budgets.
 */
export async function rescoreImprovement(
  ctx: ToolContext,
  caller: Caller,
  { content, acceptedEditIds, targetQuestions }: RescoreImprovementRequest,
  signal?: AbortSignal,
): Promise<RescoreImprovementResponse> {
  assertContentWithinLimits(content);
  const spend = async () => {
    await ctx.quota?.spend(caller.quota);
  };
  let rescored: RescoredImprovement | null;
  if (ctx.ai.rescoreImprovement) {
    rescored = await ctx.ai.rescoreImprovement(content, acceptedEditIds, {
      signal,
      beforeImproving: spend,
      ...(targetQuestions?.length ? { targetQuestions } : {}),
    });
  } else {
    // An LLM's rewrite comes with no edits to choose: only the original itself can be scored.
    await spend();
    signal?.throwIfAborted();
    rescored =
      acceptedEditIds.length > 0
        ? null
        : {
            factors: runEngineTask({
              kind: 'score-improvement',
              text: content,
            }) as ImprovementFactors,
          };
  }
  if (rescored === null) throw new AppError('bad_request', UNKNOWN_EDIT_MESSAGE);
  return {
    improvementFactors: rescored.factors,
    ...(rescored.targets ? { targets: rescored.targets } : {}),
  };
}
