import { CRITERIA, type CriterionName, MAX_SCORE } from '../criteria.ts';
import { EMPTY_RESPONSE_MESSAGE, NO_SCORES_MESSAGE } from '../messages.ts';
import type { AnalysisFactor, AnalysisResult } from '../types.ts';
import { AnalysisParseError } from './analysis-parse-error.ts';
import { findCriterion, isOverallName } from './criterion-names.ts';
import { findJson } from './find-json.ts';
import { findSections } from './find-sections.ts';
import { parseImprovements } from './parse-improvements.ts';
import { parseInsights } from './parse-insights.ts';
import type { ReadScore } from './parse-score-line.ts';
import { readJsonAnalysis } from './read-json-analysis.ts';
import { readTextScores } from './read-text-scores.ts';

/** Spec §5: the rounded mean of the accepted factors, 0 if none remain. */
export function averageScores(factors: readonly AnalysisFactor[]): number {
  if (factors.length === 0) return 0;
  return Math.round(factors.reduce((sum, factor) => sum + factor.score, 0) / factors.length);
}

/**
 * The factors of the scores read: a name standing for one of the six criteria takes that
 * criterion's name (spec §3), so "Clarity" and "E-E-A-T" show as the criteria they are. A
 * criterion repeated later (a summary table, say) keeps its first score; overall lines ("global",
 * "average", "Overall score") are no factor (spec §3/§5).
 */
function toFactors(scores: readonly ReadScore[]): AnalysisFactor[] {
  const seen = new Set<string>();
  const factors: AnalysisFactor[] = [];
  for (const score of scores) {
    if (isOverallName(score.name)) continue;
    const name = findCriterion(score.name) ?? score.name;
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    factors.push({ name, score: score.score, maxScore: MAX_SCORE });
  }
  return factors;
}

/** The criteria of spec §3 that no factor stands for. */
function findMissing(factors: readonly AnalysisFactor[]): CriterionName[] {
  const found = new Set(factors.map((factor) => factor.name));
  return CRITERIA.filter((criterion) => !found.has(criterion));
}

function readText(raw: string) {
  const sections = findSections(raw.split('\n'));
  const blocks = sections.insightBlocks;
  return {
    scores: readTextScores(sections.rest, raw),
    insights: blocks.flatMap((block) => parseInsights(block.lines, block.tone)),
    improvements: sections.improvementBlocks.flatMap((block) => parseImprovements(block)),
  };
}

/**
 * Reads an AI analysis response, rule by rule of spec §5 "AI response parsing", and in the
 * other shapes real models answer in (JSON, headings with a score line, 0-10 scales, renamed
 * criteria; see SCORING.md "Reading an AI's answer"). Throws AnalysisParseError for an empty
 * response or one without any score line. When fewer than the six criteria were read, the
 * result lists the missing ones in `missingCriteria`; the overall score is the mean of those
 * read, so a screen must say what it rests on.
 */
export function parseAnalysis(raw: string): AnalysisResult {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new AnalysisParseError(EMPTY_RESPONSE_MESSAGE);
  }
  const text = raw.replace(/\r\n?/g, '\n');
  const json = readJsonAnalysis(findJson(text));
  const parts = json ?? readText(text);
  if (parts.scores.length === 0) throw new AnalysisParseError(NO_SCORES_MESSAGE);
  const factors = toFactors(parts.scores);
  const missingCriteria = findMissing(factors);
  return {
    overallScore: averageScores(factors),
    factors,
    insights: parts.insights,
    improvements: parts.improvements,
    ...(missingCriteria.length > 0 ? { missingCriteria } : {}),
  };
}
