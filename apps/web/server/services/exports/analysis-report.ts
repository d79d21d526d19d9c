import { AnalysisParseError, parseAnalysis, rateGauge, rateScore } from '@citable/engine';
import type { AnalysisReport, HistoryRun } from '@citable/schemas';
import { AppError } from '../../lib/app-error.ts';

export const ONLY_ANALYSES_EXPORT = 'Only an analysis can be exported as a report.';

export type { AnalysisReport };

export function engineOf(run: { provider: string; model: string | null }): string {
  return run.provider === 'builtin' ? 'Citable builtin engine' : (run.model ?? run.provider);
}

/** An analysis as every export writes it: one reading, so the formats cannot disagree. */
export function buildAnalysisReport(run: HistoryRun): AnalysisReport {
  if (run.result.tool !== 'analyzer') throw new AppError('bad_request', ONLY_ANALYSES_EXPORT);
  const base = {
    title: run.title,
    createdAt: run.createdAt,
    engine: engineOf(run),
    promptVersion: run.promptVersion,
  };
  try {
    const analysis = parseAnalysis(run.result.response.rawAnalysis);
    if (analysis.factors.length === 0) throw new AnalysisParseError('No scores were found.');
    const score = Math.round(analysis.overallScore);
    return {
      ...base,
      score,
      rating: rateGauge(score),
      criteria: analysis.factors.map(({ name, score: value }) => ({
        name,
        score: Math.round(value),
        rating: rateScore(value),
      })),
      insights: analysis.insights.map(({ type, text }) => ({ type, text })),
      suggestions: analysis.improvements.map(({ severity, title, description }) => ({
        severity,
        title,
        description,
      })),
      unreadable: null,
    };
  } catch (error) {
    if (!(error instanceof AnalysisParseError)) throw error;
    return {
      ...base,
      score: 0,
      rating: rateGauge(0),
      criteria: [],
      insights: [],
      suggestions: [],
      unreadable: error.message,
    };
  }
}
