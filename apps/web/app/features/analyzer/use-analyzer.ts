import {
  AnalysisParseError,
  type AnalysisResult,
  createAnalysisErrorResult,
  createParseFallbackResult,
  NO_SCORES_MESSAGE,
  parseAnalysis,
} from '@citable/engine';
import { CitationMap } from '@citable/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../components/ui/toaster.tsx';
import { ApiError } from '../../lib/api.ts';
import { analyzerApi } from './analyzer.client.ts';

export type AnalyzerStatus = 'idle' | 'analyzing' | 'analyzed';

export const PROMPT_NOT_LOADED = 'System prompt not loaded yet. Please wait or refresh the page.';
export const PROMPT_EMPTY =
  'No system prompt available. Please refresh the page or configure your prompt.';

/**
 * Spec 4 "Analyzer": idle, analyzing, analyzed. An error also ends analyzed, with the error
 * result of spec 8. Empty content or a running analysis makes the action a no-op. Leaving the
 * page cancels a running call, so the server stops the provider and counts nothing.
 */
export function useAnalyzer(prompt: { isLoaded: boolean; isAvailable: boolean }) {
  const [status, setStatus] = useState<AnalyzerStatus>('idle');
  const [result, setResult] = useState<AnalysisResult | null>(null);
  // The builtin engine's citation map, sent by the server beside any provider's analysis.
  const [citationMap, setCitationMap] = useState<CitationMap | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isRunning = useRef(false);
  const activeCall = useRef<AbortController | null>(null);
  useEffect(() => () => activeCall.current?.abort(), []);

  const analyze = useCallback(
    async (content: string) => {
      if (!content.trim() || isRunning.current) return;
      if (!prompt.isLoaded) {
        notify('warning', PROMPT_NOT_LOADED);
        return;
      }
      if (!prompt.isAvailable) {
        notify('error', PROMPT_EMPTY);
        return;
      }
      isRunning.current = true;
      const call = new AbortController();
      activeCall.current = call;
      setStatus('analyzing');
      setError(null);
      setCitationMap(null);
      try {
        const response = await analyzerApi.analyze(content, call.signal);
        if (call.signal.aborted) return;
        if (!response?.rawAnalysis) throw new Error('No data returned from analysis.');
        const map = CitationMap.safeParse(response.citationMap);
        setCitationMap(map.success ? map.data : null);
        try {
          const parsed = parseAnalysis(response.rawAnalysis);
          // Only "global" or "average" lines: spec §5 gives an overall 0, which must not be
          // shown as a real score (DESIGN.md 4), so it is the parser failure it is.
          if (parsed.factors.length === 0) throw new AnalysisParseError(NO_SCORES_MESSAGE);
          setResult(parsed);
        } catch (parseError) {
          if (!(parseError instanceof AnalysisParseError)) throw parseError;
          setError(`Parser error: ${parseError.message}`);
          setResult(createParseFallbackResult(parseError.message));
        }
      } catch (caught) {
        if (call.signal.aborted) return;
        const message =
          caught instanceof ApiError || caught instanceof Error
            ? caught.message || 'Failed to analyze content'
            : 'Failed to analyze content';
        setError(message);
        setResult(createAnalysisErrorResult(message));
      } finally {
        isRunning.current = false;
        if (!call.signal.aborted) setStatus('analyzed');
      }
    },
    [prompt.isLoaded, prompt.isAvailable],
  );

  return { status, result, error, analyze, citationMap };
}
