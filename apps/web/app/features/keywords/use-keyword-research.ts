import { TOOL_MESSAGES } from '@citable/schemas';
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
export function useKeywordResearch() {
  const mutation = useCancellableMutation(research);
  const { mutate, isPending } = mutation;
  const start = useCallback(
    (input: string) => {
      const topic = input.trim();
      if (topic && !isPending) mutate(topic);
    },
    [isPending, mutate],
  );
  return {
    status: STATUS[mutation.status],
    keyword: mutation.variables ?? '',
    text: mutation.isError ? TOOL_MESSAGES.researchFailedDisplay : (mutation.data ?? ''),
    error: mutation.error ? mutation.error.message || TOOL_MESSAGES.researchFailed : null,
    research: start,
  };
}
