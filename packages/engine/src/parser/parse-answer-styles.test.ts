import { describe, expect, it } from 'vitest';
import { ANSWER_STYLES } from '../fixtures/answer-styles/index.ts';
import { AnalysisParseError } from './analysis-parse-error.ts';
import { parseAnalysis } from './parse-analysis.ts';

/**
 * Every answer style real models write for the default prompt (fixtures/answer-styles/), read into the
 * scores, insights and suggestions it holds, or refused with the message the user sees.
 */
describe('parseAnalysis on the answer styles of real models', () => {
  it('covers at least 16 styles, each with a distinct id', () => {
    expect(ANSWER_STYLES.length).toBeGreaterThanOrEqual(16);
    expect(new Set(ANSWER_STYLES.map((style) => style.id)).size).toBe(ANSWER_STYLES.length);
  });

  it.each(ANSWER_STYLES.map((style) => [style.id, style] as const))('reads %s', (_id, style) => {
    const { expected } = style;
    if (expected.error) {
      expect(() => parseAnalysis(style.raw)).toThrow(new AnalysisParseError(expected.error));
      return;
    }
    const result = parseAnalysis(style.raw);
    if (expected.factors) {
      expect(result.factors.map((factor) => [factor.name, factor.score])).toEqual(expected.factors);
    }
    if (expected.overall !== undefined) expect(result.overallScore).toBe(expected.overall);
    expect(result.missingCriteria).toEqual(expected.missing);
    if (expected.insights) {
      expect(result.insights.map((insight) => insight.type)).toEqual(expected.insights);
    }
    if (expected.improvements) {
      expect(result.improvements.map((item) => [item.severity, item.title])).toEqual(
        expected.improvements,
      );
    }
  });
});
