import { describe, expect, it } from 'vitest';
import * as engine from './index.ts';

// The names the web app imports (issue 3 work order); removing one breaks the app.
const PUBLIC_NAMES = [
  'parseAnalysis',
  'AnalysisParseError',
  'parseAnalysisSafely',
  'createParseFallbackResult',
  'createAnalysisErrorResult',
  'rateScore',
  'rateGauge',
  'describeOptimization',
  'colorForKeywordScore',
  'labelDifficulty',
  'formatVolume',
  'DEFAULT_IMPROVEMENT_FACTORS',
  'scoreImprovementOverall',
  'countWords',
  'RECOMMENDED_MIN_WORDS',
  'isContentTooShort',
  'analyzeText',
  'analyzeDocument',
  'improveText',
  'extractKeywords',
  'researchTopic',
  'DEFAULT_PROMPTS',
  'CRITERIA',
] as const;

describe('@citable/engine public interface', () => {
  const exported = new Set(Object.keys(engine));

  it.each(PUBLIC_NAMES)('exports %s', (name) => {
    expect(exported.has(name)).toBe(true);
  });

  it('lists the six criteria of spec §3 in order', () => {
    // The spec's own sentence: "Six criteria: Semantic Clarity, Structured Formatting, ...".
    const spec =
      'Semantic Clarity, Structured Formatting, Authority & Trust Signals, Retrievability & Extractability, Topical Depth & Coverage, Alignment with Conversational Queries';
    expect(engine.CRITERIA).toEqual(spec.split(', '));
  });

  it('feeds the builtin analyzer through the spec parser', () => {
    const text =
      'Cold brew is coffee steeped in cold water for twelve hours. It tastes smooth and keeps well.';
    const result = engine.parseAnalysis(engine.analyzeText(text));
    expect(result.factors).toHaveLength(6);
    expect(result.overallScore).toBe(engine.analyzeDocument(text).overallScore);
  });
});
