import { MAX_SCORE } from '../criteria.ts';
import { EMPTY_RESPONSE_MESSAGE, NO_SCORES_MESSAGE } from '../messages.ts';
import type { AnalysisFactor, AnalysisResult } from '../types.ts';
import { AnalysisParseError } from './analysis-parse-error.ts';
import { findSections } from './find-sections.ts';
import { parseImprovements } from './parse-improvements.ts';
import { parseInsights } from './parse-insights.ts';
import { parseScoreLine } from './parse-score-line.ts';

/** Spec §3/§5: criteria whose names contain "global" or "average" are overall lines, not factors. */
const OVERALL_NAME = /global|average/i;

function readScores(lines: readonly string[]): AnalysisFactor[] {
  const seen = new Set<string>();
  const scores: AnalysisFactor[] = [];
  for (const line of lines) {
    const parsed = parseScoreLine(line);
    // A criterion repeated later (a summary table, say) keeps its first score.
    if (!parsed || seen.has(parsed.name.toLowerCase())) continue;
    seen.add(parsed.name.toLowerCase());
    scores.push({ name: parsed.name, score: parsed.score, maxScore: MAX_SCORE });
  }
  return scores;
}

/** Spec §5: the rounded mean of the accepted factors, 0 if none remain. */
export function averageScores(factors: readonly AnalysisFactor[]): number {
  if (factors.length === 0) return 0;
  return Math.round(factors.reduce((sum, factor) => sum + factor.score, 0) / factors.length);
}

/**
 * Reads an AI analysis response, rule by rule of spec §5 "AI response parsing".
 * Throws AnalysisParseError for an empty response or one without any score line.
 */
export function parseAnalysis(raw: string): AnalysisResult {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new AnalysisParseError(EMPTY_RESPONSE_MESSAGE);
  }
  const sections = findSections(raw.replace(/\r\n?/g, '\n').split('\n'));
  const scores = readScores(sections.rest);
  if (scores.length === 0) throw new AnalysisParseError(NO_SCORES_MESSAGE);
  const factors = scores.filter((factor) => !OVERALL_NAME.test(factor.name));
  return {
    overallScore: averageScores(factors),
    factors,
    insights: parseInsights(sections.insights),
    improvements: parseImprovements(sections.improvements),
  };
}
