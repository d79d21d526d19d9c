import {
  AnalysisParseError,
  type AnalysisResult,
  attachEvidence,
  createAnalysisErrorResult,
  createParseFallbackResult,
  formatParserError,
  NO_SCORES_MESSAGE,
  parseAnalysis,
} from '@citable/engine';
import type { AnalyzeResponse, CitationMap, TextSpan } from '@citable/schemas';
import { TOOL_MESSAGES } from '@citable/schemas/constants';
import { useCallback, useMemo } from 'react';
import { notify } from '../../components/ui/toaster.tsx';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation.ts';
import { analyzerApi } from './analyzer.client.ts';

export type AnalyzerStatus = 'idle' | 'analyzing' | 'analyzed';

interface Analysis {
  result: AnalysisResult;
  /** The builtin engine's citation map, sent by the server beside any provider's analysis. */
  citationMap: CitationMap | null;
  /** Where the findings' "paragraph N" stands in the analyzed text (issue 13). */
  paragraphs: (TextSpan | null)[];
  /** Set when the answer came back but could not be read (spec 8 "Parser failure"). */
  error: string | null;
  /** The server's answer as it came, kept so the screen can show it again (issue 34). */
  response: AnalyzeResponse;
}

interface AnalyzeCall {
  content: string;
  /** The writer's target questions (issue 36), or undefined for none. */
  targets: string[] | undefined;
}

async function analyze({ content, targets }: AnalyzeCall, signal: AbortSignal): Promise<Analysis> {
  return readAnalysis(await analyzerApi.analyze(content, targets, signal));
}

/** The analysis shown for an answer of the server, fresh or kept from an earlier visit. */
function readAnalysis(response: AnalyzeResponse): Analysis {
  if (!response.rawAnalysis) throw new Error(TOOL_MESSAGES.noAnalysisData);
  const citationMap = response.citationMap ?? null;
  const evidence = response.evidence;
  const paragraphs = evidence?.paragraphs ?? [];
  try {
    const result = parseAnalysis(response.rawAnalysis);
    // Only "global" or "average" lines: spec §5 gives an overall 0, which must not be
    // shown as a real score (DESIGN.md 4), so it is the parser failure it is.
    if (result.factors.length === 0) throw new AnalysisParseError(NO_SCORES_MESSAGE);
    return {
      result: attachEvidence(result, evidence),
      citationMap,
      paragraphs,
      error: null,
      response,
    };
  } catch (parseError) {
    if (!(parseError instanceof AnalysisParseError)) throw parseError;
    return {
      result: createParseFallbackResult(parseError.message),
      citationMap,
      paragraphs,
      error: formatParserError(parseError.message),
      response,
    };
  }
}

/**
 * Spec 4 "Analyzer": idle, analyzing, analyzed. An error also ends analyzed, with the error
 * result of spec 8. Empty content or a running analysis makes the action a no-op. Leaving the
 * page cancels a running call, so the server stops the provider and counts nothing.
 */
export function useAnalyzer(
  prompt: { isLoaded: boolean; isAvailable: boolean },
  /** The answer shown on the last visit, shown again until a new analysis starts. */
  restored: AnalyzeResponse | null = null,
) {
  const mutation = useCancellableMutation(analyze);
  const { mutate, isPending } = mutation;

  const start = useCallback(
    (content: string, targets?: string[]) => {
      if (!content.trim() || isPending) return;
      if (!prompt.isLoaded) {
        notify('warning', TOOL_MESSAGES.promptNotLoaded);
        return;
      }
      if (!prompt.isAvailable) {
        notify('error', TOOL_MESSAGES.promptEmpty);
        return;
      }
      mutate({ content, targets });
    },
    [prompt.isLoaded, prompt.isAvailable, isPending, mutate],
  );

  const shownAgain = useMemo(() => {
    if (!restored) return null;
    try {
      return readAnalysis(restored);
    } catch {
      return null;
    }
  }, [restored]);
  const failure = mutation.error ? mutation.error.message || TOOL_MESSAGES.analyzeFailed : null;
  const data = mutation.isIdle ? shownAgain : mutation.data;
  const status: AnalyzerStatus =
    mutation.isIdle && !shownAgain ? 'idle' : isPending ? 'analyzing' : 'analyzed';
  return {
    status,
    result: failure ? createAnalysisErrorResult(failure) : (data?.result ?? null),
    error: failure ?? data?.error ?? null,
    analyze: start,
    citationMap: data?.citationMap ?? null,
    /** One report per target question, when targets were sent (issue 36). */
    targets: data?.response.targets ?? null,
    paragraphs: data?.paragraphs ?? [],
    /** The result is the one kept from the last visit, not a new analysis. */
    isShownAgain: mutation.isIdle && Boolean(shownAgain),
    /** The server's answer of a new analysis, with a new identity per answer. */
    response: mutation.data?.response ?? null,
  };
}
