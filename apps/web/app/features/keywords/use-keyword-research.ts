import { useCallback, useEffect, useRef, useState } from 'react';
import { keywordsApi } from './keywords.client.ts';

export type ResearchStatus = 'idle' | 'researching' | 'done' | 'failed';
export const RESEARCH_FAILED_DISPLAY =
  'An error occurred while generating AI keywords. Please try again.';

/**
 * Spec 4 "Keyword research": idle, researching, then results or an error. Leaving the page
 * cancels a running call.
 */
export function useKeywordResearch() {
  const [status, setStatus] = useState<ResearchStatus>('idle');
  const [keyword, setKeyword] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isRunning = useRef(false);
  const activeCall = useRef<AbortController | null>(null);
  useEffect(() => () => activeCall.current?.abort(), []);

  const research = useCallback(async (input: string) => {
    const topic = input.trim();
    if (!topic || isRunning.current) return;
    isRunning.current = true;
    const call = new AbortController();
    activeCall.current = call;
    setStatus('researching');
    setKeyword(topic);
    setError(null);
    try {
      const response = await keywordsApi.research(topic, call.signal);
      if (call.signal.aborted) return;
      if (response.error) throw new Error(response.error);
      if (!response.geoKeywords) throw new Error('Failed to generate AI keywords');
      setText(response.geoKeywords);
      setStatus('done');
    } catch (caught) {
      if (call.signal.aborted) return;
      setError((caught as Error).message || 'Failed to generate AI keywords');
      setText(RESEARCH_FAILED_DISPLAY);
      setStatus('failed');
    } finally {
      isRunning.current = false;
    }
  }, []);

  return { status, keyword, text, error, research };
}
