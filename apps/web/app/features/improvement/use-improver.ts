import {
  applyEdits,
  DEFAULT_IMPROVEMENT_FACTORS,
  defaultAcceptedIds,
  type KeywordItem,
} from '@citable/engine';
import { type ImprovementFactors, type ImproveReview, TOOL_MESSAGES } from '@citable/schemas';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation.ts';
import { improvementApi } from './improvement.client.ts';

export type ImproverStatus = 'idle' | 'improving' | 'improved' | 'failed';

/** Spec 7: the answer's factors, else the newest stored ones, else the spec 9 defaults. */
async function resolveFactors(
  factors: ImprovementFactors | null | undefined,
  signal: AbortSignal,
): Promise<ImprovementFactors> {
  if (factors) return factors;
  try {
    const { improvementFactors } = await improvementApi.latestFactors(signal);
    if (improvementFactors) return improvementFactors;
  } catch {
    // Fall through to the defaults.
  }
  return DEFAULT_IMPROVEMENT_FACTORS;
}

interface Improvement {
  original: string;
  improvedContent: string;
  factors: ImprovementFactors;
  /** The review (issue 11): the proposed edits, the claims to verify, the check. */
  review: ImproveReview | null;
}

const NO_KEYWORDS: KeywordItem[] = [];

const STATUS = {
  idle: 'idle',
  pending: 'improving',
  success: 'improved',
  error: 'failed',
} as const satisfies Record<string, ImproverStatus>;

/**
 * Spec 4 "Improver": idle, improving, then improved or an error message. After a success the
 * keywords of the improved text are extracted; if that fails the list stays empty, silently.
 * A failure clears the streamed text, so only the error shows and nothing half-made can be
 * copied. Leaving the page cancels a running call.
 */
export function useImprover() {
  // The improved text as it streams in, before the whole answer has come.
  const [streamed, setStreamed] = useState('');
  // Which proposed edits the writer accepts; the panel shows the original with them applied.
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());

  const improve = useCallback(
    async (content: string, signal: AbortSignal): Promise<Improvement> => {
      if (!content.trim()) throw new Error(TOOL_MESSAGES.improveBlank);
      setStreamed('');
      const response = await improvementApi.improve(
        content,
        (text) => setStreamed((current) => current + text),
        signal,
      );
      if (response.promptMissing) throw new Error(TOOL_MESSAGES.improvementPromptMissing);
      if (response.error) throw new Error(response.error);
      if (!response.improvedContent) throw new Error(TOOL_MESSAGES.unexpectedFormat);
      const { check, originalFactors, rewriteFactors } = response;
      const edits = response.edits ?? [];
      const review =
        check && originalFactors && rewriteFactors
          ? {
              edits,
              claims: response.claims ?? [],
              originalFactors,
              rewriteFactors,
              check,
              language: response.language ?? null,
              notice: response.notice ?? null,
            }
          : null;
      setAccepted(new Set(review ? defaultAcceptedIds(edits) : []));
      return {
        original: content,
        improvedContent: response.improvedContent,
        factors: await resolveFactors(response.improvementFactors, signal),
        review,
      };
    },
    [],
  );
  const mutation = useCancellableMutation(improve);
  const { mutate, isPending, data } = mutation;

  // Keywords of the improved text, fetched once it is there; a failure leaves the list empty.
  const keywords = useQuery({
    queryKey: ['improved-keywords', mutation.submittedAt],
    queryFn: ({ signal }) =>
      improvementApi.extractKeywords(data?.improvedContent ?? '', signal).then((r) => r.keywords),
    enabled: Boolean(data?.improvedContent),
    retry: false,
  });

  const start = useCallback(
    (content: string) => {
      if (!isPending) mutate(content);
    },
    [isPending, mutate],
  );

  const review = data?.review ?? null;
  const improvedContent = useMemo(() => {
    if (mutation.isError) return '';
    if (!data) return streamed;
    return review && review.edits.length > 0
      ? applyEdits(data.original, review.edits, accepted)
      : data.improvedContent;
  }, [mutation.isError, data, streamed, review, accepted]);

  const setEditsAccepted = useCallback((ids: readonly string[], isAccepted: boolean) => {
    setAccepted((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isAccepted) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  return {
    status: STATUS[mutation.status],
    improvedContent,
    factors: data?.factors ?? null,
    keywords: (data && keywords.data) || NO_KEYWORDS,
    error: mutation.error ? mutation.error.message || TOOL_MESSAGES.improveGenericFailure : null,
    improve: start,
    original: mutation.variables ?? '',
    review,
    accepted,
    setEditsAccepted,
  };
}
