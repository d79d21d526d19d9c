import { MAX_SCORE } from '../criteria.ts';
import {
  ANALYZE_FAILED_MESSAGE,
  CONFIGURATION_REQUIRED_TITLE,
  ERROR_FACTOR,
  PARSE_ERROR_FACTOR,
  RESPONSE_FORMAT_ISSUE_DESCRIPTION,
  RESPONSE_FORMAT_ISSUE_TITLE,
} from '../messages.ts';
import type { AnalysisResult } from '../types.ts';
import { parseAnalysis } from './parse-analysis.ts';

export const CONFIGURE_PROMPT_ADVICE =
  'Configure the content analysis system prompt in the Direct Prompt Editor, then analyze the content again.';
export const TRY_AGAIN_ADVICE =
  'Please try analyzing again in a moment, and check your internet connection if the problem continues.';

function createZeroResult(
  factorName: string,
  message: string,
  title: string,
  description: string,
): AnalysisResult {
  return {
    overallScore: 0,
    factors: [{ name: factorName, score: 0, maxScore: MAX_SCORE }],
    insights: [{ type: 'negative', text: message }],
    improvements: [{ severity: 'high', title, description }],
  };
}

/** Spec §8 "Parse fallback result": shown when an AI response cannot be parsed. */
export function createParseFallbackResult(message: string): AnalysisResult {
  return createZeroResult(
    PARSE_ERROR_FACTOR,
    message,
    RESPONSE_FORMAT_ISSUE_TITLE,
    RESPONSE_FORMAT_ISSUE_DESCRIPTION,
  );
}

/**
 * Spec §8 "Analyzer": the result shown when an analysis fails. The advice points at the prompt
 * when the message mentions one, otherwise at retrying and the connection.
 */
export function createAnalysisErrorResult(message: string): AnalysisResult {
  const text = String(message ?? '').trim() || ANALYZE_FAILED_MESSAGE;
  const advice = /prompt/i.test(text) ? CONFIGURE_PROMPT_ADVICE : TRY_AGAIN_ADVICE;
  return createZeroResult(ERROR_FACTOR, text, CONFIGURATION_REQUIRED_TITLE, advice);
}

/** parseAnalysis that never throws: any failure gives the "Parse Error" result of spec §8. */
export function parseAnalysisSafely(raw: string): AnalysisResult {
  try {
    return parseAnalysis(raw);
  } catch (error) {
    return createParseFallbackResult(error instanceof Error ? error.message : String(error));
  }
}
