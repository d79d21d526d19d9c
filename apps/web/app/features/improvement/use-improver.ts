import {
  DEFAULT_IMPROVEMENT_FACTORS,
  type ImprovementFactors,
  type KeywordItem,
} from '@citable/engine';
import { useCallback, useRef, useState } from 'react';
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
): Promise<ImprovementFactors> {
  if (factors) return factors;
  try {
    const { improvementFactors } = await improvementApi.latestFactors();
    if (improvementFactors) return improvementFactors;
  } catch {
    // Fall through to the defaults.
  }
  return DEFAULT_IMPROVEMENT_FACTORS;
}

/**
 * Spec 4 "Improver": idle, improving, then improved or an error message. After a success the
 * keywords of the improved text are extracted; if that fails the list stays empty, silently.
 */
export function useImprover() {
  const [status, setStatus] = useState<ImproverStatus>('idle');
  const [improvedContent, setImprovedContent] = useState('');
  const [factors, setFactors] = useState<ImprovementFactors | null>(null);
  const [keywords, setKeywords] = useState<KeywordItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const isRunning = useRef(false);

  const improve = useCallback(async (content: string) => {
    if (isRunning.current) return;
    if (!content.trim()) {
      setError(BLANK_CONTENT);
      setStatus('failed');
      return;
    }
    isRunning.current = true;
    setStatus('improving');
    setError(null);
    setImprovedContent('');
    setFactors(null);
    setKeywords([]);
    try {
      const response = await improvementApi.improve(content, (text) =>
        setImprovedContent((current) => current + text),
      );
      if (response.promptMissing) throw new Error(PROMPT_MISSING);
      if (response.error) throw new Error(response.error);
      if (typeof response.improvedContent !== 'string' || !response.improvedContent)
        throw new Error(UNEXPECTED_FORMAT);
      setImprovedContent(response.improvedContent);
      setFactors(await resolveFactors(response.improvementFactors));
      setStatus('improved');
      try {
        setKeywords((await improvementApi.extractKeywords(response.improvedContent)).keywords);
      } catch {
        setKeywords([]);
      }
    } catch (caught) {
      const message =
        caught instanceof ApiError || caught instanceof NetworkError || caught instanceof Error
          ? caught.message || 'Failed to improve content'
          : GENERIC_FAILURE;
      setError(message);
      setStatus('failed');
    } finally {
      isRunning.current = false;
    }
  }, []);

  return { status, improvedContent, factors, keywords, error, improve };
}
