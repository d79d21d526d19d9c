import {
  applyEdits,
  DEFAULT_IMPROVEMENT_FACTORS,
  defaultAcceptedIds,
  type ImprovementFactors,
  type KeywordItem,
} from '@citable/engine';
import type { ImproveReview } from '@citable/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { improvementApi } from './improvement.client.ts';

export type ImproverStatus = 'idle' | 'improving' | 'improved' | 'failed';

export const BLANK_CONTENT = 'Please enter some content to improve.';
export const PROMPT_MISSING =
  'System prompt not configured. Please set up the Content Improvement prompt in the Direct Prompt Editor.';
export const UNEXPECTED_FORMAT = 'Unexpected response format from server.';
export const GENERIC_FAILURE = 'An error occurred while improving your content. Please try again.';

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

/**
 * Spec 4 "Improver": idle, improving, then improved or an error message. After a success the
 * keywords of the improved text are extracted; if that fails the list stays empty, silently.
 * A failure clears the streamed text, so only the error shows and nothing half-made can be
 * copied. Leaving the page cancels a running call.
 */
export function useImprover() {
  const [status, setStatus] = useState<ImproverStatus>('idle');
  const [improvedContent, setImprovedContent] = useState('');
  const [factors, setFactors] = useState<ImprovementFactors | null>(null);
  const [keywords, setKeywords] = useState<KeywordItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  // The review (issue 11): the text as sent, the proposed edits and which of them the writer
  // accepts. The panel shows the original with the accepted edits applied.
  const [original, setOriginal] = useState('');
  const [review, setReview] = useState<ImproveReview | null>(null);
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const isRunning = useRef(false);
  const activeCall = useRef<AbortController | null>(null);
  useEffect(() => () => activeCall.current?.abort(), []);

  const improve = useCallback(async (content: string) => {
    if (isRunning.current) return;
    if (!content.trim()) {
      setError(BLANK_CONTENT);
      setStatus('failed');
      return;
    }
    isRunning.current = true;
    const call = new AbortController();
    activeCall.current = call;
    const { signal } = call;
    setStatus('improving');
    setError(null);
    setImprovedContent('');
    setFactors(null);
    setKeywords([]);
    setReview(null);
    setOriginal(content);
    try {
      const response = await improvementApi.improve(
        content,
        (text) => setImprovedContent((current) => current + text),
        signal,
      );
      if (signal.aborted) return;
      if (response.promptMissing) throw new Error(PROMPT_MISSING);
      if (response.error) throw new Error(response.error);
      if (typeof response.improvedContent !== 'string' || !response.improvedContent)
        throw new Error(UNEXPECTED_FORMAT);
      setImprovedContent(response.improvedContent);
      const edits = response.edits ?? [];
      if (response.check && response.originalFactors && response.rewriteFactors) {
        setReview({
          edits,
          claims: response.claims ?? [],
          originalFactors: response.originalFactors,
          rewriteFactors: response.rewriteFactors,
          check: response.check,
          language: response.language ?? null,
          notice: response.notice ?? null,
        });
        setAccepted(new Set(defaultAcceptedIds(edits)));
      }
      const resolved = await resolveFactors(response.improvementFactors, signal);
      if (signal.aborted) return;
      setFactors(resolved);
      setStatus('improved');
      try {
        const extracted = await improvementApi.extractKeywords(response.improvedContent, signal);
        if (!signal.aborted) setKeywords(extracted.keywords);
      } catch {
        if (!signal.aborted) setKeywords([]);
      }
    } catch (caught) {
      if (signal.aborted) return;
      const message =
        caught instanceof ApiError || caught instanceof NetworkError || caught instanceof Error
          ? caught.message || 'Failed to improve content'
          : GENERIC_FAILURE;
      setImprovedContent('');
      setError(message);
      setStatus('failed');
    } finally {
      isRunning.current = false;
    }
  }, []);

  const shownContent = useMemo(
    () =>
      status === 'improved' && review && review.edits.length > 0
        ? applyEdits(original, review.edits, accepted)
        : improvedContent,
    [status, review, original, accepted, improvedContent],
  );
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
    status,
    improvedContent: shownContent,
    factors,
    keywords,
    error,
    improve,
    original,
    review,
    accepted,
    setEditsAccepted,
  };
}
