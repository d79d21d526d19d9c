import {
  applyEdits,
  DEFAULT_IMPROVEMENT_FACTORS,
  defaultAcceptedIds,
  type KeywordItem,
} from '@citable/engine';
import type { ImprovementFactors, ImproveResponse, ImproveReview } from '@citable/schemas';
import { TOOL_MESSAGES } from '@citable/schemas/constants';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  /** The server's answer as it came, kept so the screen can show it again (issue 34). */
  response: ImproveResponse;
}

/** What a rewrite kept from an earlier visit brings back (issue 34). */
export interface RestoredImprovement {
  original: string;
  response: ImproveResponse;
  accepted?: string[] | undefined;
  keywords?: KeywordItem[] | undefined;
}

function reviewOf(response: ImproveResponse): ImproveReview | null {
  const { check, originalFactors, rewriteFactors } = response;
  return check && originalFactors && rewriteFactors
    ? {
        edits: response.edits ?? [],
        claims: response.claims ?? [],
        originalFactors,
        rewriteFactors,
        check,
        language: response.language ?? null,
        notice: response.notice ?? null,
      }
    : null;
}

const NO_KEYWORDS: KeywordItem[] = [];

interface ImproveCall {
  content: string;
  /** The writer's target questions (issue 36), or undefined for none. */
  targets: string[] | undefined;
}

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
export function useImprover(restored: RestoredImprovement | null = null) {
  // The improved text as it streams in, before the whole answer has come.
  const [streamed, setStreamed] = useState('');
  // Which proposed edits the writer accepts; the panel shows the original with them applied.
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());

  const improve = useCallback(
    async ({ content, targets }: ImproveCall, signal: AbortSignal): Promise<Improvement> => {
      if (!content.trim()) throw new Error(TOOL_MESSAGES.improveBlank);
      setStreamed('');
      const response = await improvementApi.improve(
        content,
        (text) => setStreamed((current) => current + text),
        signal,
        targets,
      );
      if (response.promptMissing) throw new Error(TOOL_MESSAGES.improvementPromptMissing);
      if (response.error) throw new Error(response.error);
      if (!response.improvedContent) throw new Error(TOOL_MESSAGES.unexpectedFormat);
      const review = reviewOf(response);
      setAccepted(new Set(review ? defaultAcceptedIds(review.edits) : []));
      return {
        original: content,
        improvedContent: response.improvedContent,
        factors: await resolveFactors(response.improvementFactors, signal),
        review,
        response,
      };
    },
    [],
  );
  const mutation = useCancellableMutation(improve);
  const { mutate, isPending } = mutation;
  const shownAgain = useMemo((): Improvement | null => {
    if (!restored?.response.improvedContent) return null;
    return {
      original: restored.original,
      improvedContent: restored.response.improvedContent,
      factors: restored.response.improvementFactors ?? DEFAULT_IMPROVEMENT_FACTORS,
      review: reviewOf(restored.response),
      response: restored.response,
    };
  }, [restored]);
  const isShownAgain = mutation.isIdle && Boolean(shownAgain);
  const data = isShownAgain ? shownAgain : mutation.data;
  // The edits the writer had accepted come back with the rewrite, once per rewrite shown again:
  // saving each choice updates the draft, and restoring on every update undid the writer's
  // clicks on a fresh rewrite.
  const restoredFrom = useRef<unknown>(null);
  useEffect(() => {
    if (!isShownAgain || !restored?.accepted || restoredFrom.current === restored.response) return;
    restoredFrom.current = restored.response;
    setAccepted(new Set(restored.accepted));
  }, [isShownAgain, restored]);

  // Keywords of the improved text, fetched once it is there; a failure leaves the list empty.
  const keywords = useQuery({
    queryKey: ['improved-keywords', mutation.submittedAt],
    queryFn: ({ signal }) =>
      improvementApi
        .extractKeywords(mutation.data?.improvedContent ?? '', signal)
        .then((r) => r.keywords),
    enabled: Boolean(mutation.data?.improvedContent),
    retry: false,
  });

  const start = useCallback(
    (content: string, targets?: string[]) => {
      if (!isPending) mutate({ content, targets });
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
    status: isShownAgain ? ('improved' as const) : STATUS[mutation.status],
    isShownAgain,
    improvedContent,
    factors: data?.factors ?? null,
    keywords: isShownAgain
      ? (restored?.keywords ?? NO_KEYWORDS)
      : (mutation.data && keywords.data) || NO_KEYWORDS,
    /** The server's answer of a new rewrite, to keep. */
    response: mutation.data?.response ?? null,
    newKeywords: mutation.data ? (keywords.data ?? null) : null,
    error: mutation.error ? mutation.error.message || TOOL_MESSAGES.improveGenericFailure : null,
    improve: start,
    original: isShownAgain ? (restored?.original ?? '') : (mutation.variables?.content ?? ''),
    review,
    /** Each target question before and after the rewrite, when targets were sent (issue 36). */
    targets: data?.response.targets ?? null,
    accepted,
    setEditsAccepted,
  };
}
