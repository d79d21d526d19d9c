import type {
  ImprovementFactors,
  ImproveReview,
  RescoreImprovementResponse,
  TargetImprovement,
} from '@citable/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { improvementApi } from './improvement.client.ts';

/** How long the choice of edits must stay put before it is measured. */
const RESCORE_DELAY_MS = 400;

export interface AcceptedRescore {
  /** Null without edits to choose (an LLM's rewrite). */
  factors: ImprovementFactors | null;
  /** Each target on the text with the accepted edits; null when not measured (or none). */
  targets: TargetImprovement[] | null;
  isMeasuring: boolean;
  error: string | null;
}

/**
 * The factors, and with target questions each target's report, of the original with the
 * accepted edits. The default choice was measured by the improve call; any other is measured
 * by the server too (issues 32 and 36), with the same word vectors: the browser has none, so
 * its own measure disagreed with the server's. The review and the route (for the targets'
 * card) both ask: one query key, so one call.
 */
export function useAcceptedRescore(
  original: string,
  /** Null when the rewrite has no edits to choose (an LLM's): nothing is measured. */
  review: ImproveReview | null,
  accepted: ReadonlySet<string>,
  /** The target questions the edits were proposed for: the server proposes them again. */
  targetQuestions: string[] | undefined,
  defaultTargets: TargetImprovement[] | null = null,
): AcceptedRescore {
  const edits = review?.edits ?? [];
  const isDefault = edits.every((edit) => accepted.has(edit.id) === edit.isAcceptedByDefault);
  const chosen = edits.filter((edit) => accepted.has(edit.id)).map((edit) => edit.id);
  const choice = useDebouncedValue(chosen.join('\n'), RESCORE_DELAY_MS);
  const isOwnChoice = !isDefault && edits.length > 0;
  const rescored = useQuery<RescoreImprovementResponse>({
    queryKey: ['improvement-factors', original, choice, targetQuestions],
    queryFn: ({ signal }) =>
      improvementApi.rescore(original, choice ? choice.split('\n') : [], signal, targetQuestions),
    enabled: isOwnChoice,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!isOwnChoice)
    return {
      factors: review?.rewriteFactors ?? null,
      targets: defaultTargets,
      isMeasuring: false,
      error: null,
    };
  const isChoicePending = choice !== chosen.join('\n');
  // Until the first answer, the last measured figures stand (the default choice's).
  const factors = rescored.data?.improvementFactors ?? review?.rewriteFactors ?? null;
  const targets = rescored.data?.targets ?? defaultTargets;
  if (rescored.isError && !isChoicePending && !rescored.isFetching)
    return { factors, targets, isMeasuring: false, error: rescored.error.message };
  return {
    factors,
    targets,
    isMeasuring: isChoicePending || rescored.isFetching || rescored.isPlaceholderData,
    error: null,
  };
}
