import { TOOL_MESSAGES } from '@citable/schemas/constants';
import { useCallback } from 'react';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation.ts';
import { keywordsApi } from './keywords.client.ts';

export type ResearchStatus = 'idle' | 'researching' | 'done' | 'failed';

async function research(topic: string, signal: AbortSignal): Promise<string> {
  const response = await keywordsApi.research(topic, signal);
  if (response.error) throw new Error(response.error);
  if (!response.geoKeywords) throw new Error(TOOL_MESSAGES.researchFailed);
  return response.geoKeywords;
}

const STATUS = {
  idle: 'idle',
  pending: 'researching',
  success: 'done',
  error: 'failed',
} as const satisfies Record<string, ResearchStatus>;

/**
 * Spec 4 "Keyword research": idle, researching, then results or an error. Leaving the page
 * cancels a running call.
 */
export function useKeywordResearch(
  /** The research shown on the last visit, shown again until a new one starts (issue 34). */
  restored: { keyword: string; geoKeywords: string } | null = null,
) {
  const mutation = useCancellableMutation(research);
  const { mutate, isPending } = mutation;
  const start = useCallback(
    (input: string) => {
      const topic = input.trim();
      if (topic && !isPending) mutate(topic);
    },
    [isPending, mutate],
  );
  if (mutation.isIdle && restored?.geoKeywords)
    return {
      status: 'done' as ResearchStatus,
      keyword: restored.keyword,
      text: restored.geoKeywords,
      error: null,
      research: start,
      isShownAgain: true,
      finished: null,
    };
  return {
    status: STATUS[mutation.status],
    keyword: mutation.variables ?? '',
    text: mutation.isError ? TOOL_MESSAGES.researchFailedDisplay : (mutation.data ?? ''),
    error: mutation.error ? mutation.error.message || TOOL_MESSAGES.researchFailed : null,
    research: start,
    isShownAgain: false,
    /** A new research that succeeded, to keep: a new object per answer. */
    finished: mutation.isSuccess ? mutation.data : null,
  };
}
