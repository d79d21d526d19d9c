import { describe, expect, it } from 'vitest';
import { EMPTY_RESPONSE_MESSAGE, NO_SCORES_MESSAGE } from '../messages.ts';
import { AnalysisParseError } from './analysis-parse-error.ts';
import { parseAnalysis } from './parse-analysis.ts';

const RESPONSE = `1. GLOBAL SCORE: 71/100 (Good)

- Semantic Clarity: 80 (Good)
- Structured Formatting: 65 - Average
- Authority & Trust Signals: 40 Poor
- Retrievability & Extractability 70
- Topical Depth & Coverage: 75 (Good)
- Alignment with Conversational Queries: 92 (Excellent)

2. KEY INSIGHTS
The opening answers the question in a clear way. No source is cited, which leaves the claims weak. Paragraph 3 has 212 words.

3. IMPROVEMENT SUGGESTIONS
- Cite sources: it is essential to link the study behind the 40% figure.
- Split paragraph 3: it has 212 words.
- Add an FAQ: you could answer two more questions.
`;

describe('parseAnalysis (spec §5)', () => {
  it('reads a complete response', () => {
    const result = parseAnalysis(RESPONSE);
    expect(result.factors.map((factor) => [factor.name, factor.score])).toEqual([
      ['Semantic Clarity', 80],
      ['Structured Formatting', 65],
      ['Authority & Trust Signals', 40],
      ['Retrievability & Extractability', 70],
      ['Topical Depth & Coverage', 75],
      ['Alignment with Conversational Queries', 92],
    ]);
    expect(result.factors.every((factor) => factor.maxScore === 100)).toBe(true);
    expect(result.overallScore).toBe(70); // (80+65+40+70+75+92)/6 = 70.33
    expect(result.insights.map((insight) => insight.type)).toEqual([
      'positive',
      'negative',
      'warning',
    ]);
    expect(result.improvements.map((item) => [item.severity, item.title])).toEqual([
      ['high', 'Cite sources'],
      ['medium', 'Split paragraph 3'],
      ['low', 'Add an FAQ'],
    ]);
  });

  it('rejects an empty or blank response with "Empty response from AI."', () => {
    expect(() => parseAnalysis('')).toThrow(new AnalysisParseError(EMPTY_RESPONSE_MESSAGE));
    expect(() => parseAnalysis(' \n\t')).toThrow(EMPTY_RESPONSE_MESSAGE);
    expect(() => parseAnalysis(undefined as unknown as string)).toThrow(EMPTY_RESPONSE_MESSAGE);
  });

  it('rejects a response without any score', () => {
    expect(() => parseAnalysis('The text is fine.\n\nKEY INSIGHTS\nIt is good.')).toThrow(
      new AnalysisParseError(NO_SCORES_MESSAGE),
    );
  });

  it('throws an AnalysisParseError', () => {
    expect(() => parseAnalysis('nothing')).toThrow(AnalysisParseError);
  });

  it('drops "global" and "average" criteria from the factors and the mean', () => {
    const result = parseAnalysis('Global Score: 10\nAverage rating: 20\nClarity: 90\nDepth: 70');
    // "Clarity" and "Depth" stand for two of the six criteria and take their names.
    expect(result.factors.map((factor) => factor.name)).toEqual([
      'Semantic Clarity',
      'Topical Depth & Coverage',
    ]);
    expect(result.overallScore).toBe(80);
  });

  it('gives an overall 0 when only global or average criteria remain', () => {
    const result = parseAnalysis('Global Score: 77 (Good)');
    expect(result.factors).toEqual([]);
    expect(result.overallScore).toBe(0);
  });

  it('rounds the mean', () => {
    expect(parseAnalysis('Clarity: 80\nDepth: 81').overallScore).toBe(81); // 80.5
    expect(parseAnalysis('Clarity: 80\nDepth: 81\nTrust: 81').overallScore).toBe(81); // 80.67
    expect(parseAnalysis('Clarity: 80\nDepth: 80\nTrust: 81').overallScore).toBe(80); // 80.33
  });

  it('skips scores out of range and rejected names', () => {
    const result = parseAnalysis('Clarity: 180\nAI: 50\nFormat: 50\nDepth: 60');
    expect(result.factors.map((factor) => factor.name)).toEqual(['Topical Depth & Coverage']);
  });

  it('keeps the first score of a repeated criterion', () => {
    const result = parseAnalysis('Clarity: 60\nDepth: 70\n\n| Clarity | 90 |');
    expect(result.factors.map((factor) => factor.score)).toEqual([60, 70]);
  });

  it('reads score lines written inside the insights or suggestions, and keeps them out of both', () => {
    const result = parseAnalysis(
      'Clarity: 60\n\nKEY INSIGHTS\nDepth: 20\nThe text is clear overall.\n\nIMPROVEMENT SUGGESTIONS\n- Trust: 10',
    );
    expect(result.factors.map((factor) => factor.name)).toEqual([
      'Semantic Clarity',
      'Topical Depth & Coverage',
      'Authority & Trust Signals',
    ]);
    expect(result.insights.map((insight) => insight.text)).toEqual(['The text is clear overall.']);
    expect(result.improvements).toEqual([]);
  });

  it('reads a response whose only score lines come after KEY INSIGHTS, without throwing', () => {
    const result = parseAnalysis(
      [
        '**2. KEY INSIGHTS**',
        '- The structure is clear.',
        '',
        'Semantic Clarity: 85 (Good) - clear structure',
        'Structured Formatting: 70. Headings help.',
        '',
        '**3. IMPROVEMENT SUGGESTIONS**',
        '- Add sources: cite the studies you mention.',
      ].join('\n'),
    );
    expect(result.factors).toEqual([
      { name: 'Semantic Clarity', score: 85, maxScore: 100 },
      { name: 'Structured Formatting', score: 70, maxScore: 100 },
    ]);
    expect(result.overallScore).toBe(78);
    expect(result.insights.map((insight) => insight.text)).toEqual(['The structure is clear.']);
    expect(result.improvements.map((item) => item.title)).toEqual(['Add sources']);
  });

  it('leaves sentences that merely hold a number inside the sections', () => {
    const result = parseAnalysis(
      [
        'Clarity: 60',
        '2. KEY INSIGHTS',
        'Lexical variety is 0.62 (share of distinct words).',
        'Sources are insufficient: 1 sentence cites a source.',
        'Coverage is well organised: 2 sections of 50 words.',
      ].join('\n'),
    );
    expect(result.factors.map((factor) => factor.name)).toEqual(['Semantic Clarity']);
    expect(result.insights).toHaveLength(3);
  });

  it.each([
    ['**2. KEY INSIGHTS**', '**3. IMPROVEMENT SUGGESTIONS**'],
    ['2. **KEY INSIGHTS**', '3. **IMPROVEMENT SUGGESTIONS**'],
    ['## **2. Key Insights**', '## **3. Improvement Suggestions**'],
    ['**2) KEY INSIGHTS:**', '__3) IMPROVEMENT SUGGESTIONS:__'],
    ['### 2. KEY INSIGHTS', '### 3. IMPROVEMENT SUGGESTIONS'],
  ])('finds the sections headed %j and %j', (insightsHeading, improvementsHeading) => {
    const result = parseAnalysis(
      `Clarity: 60\n\n${insightsHeading}\n- The headings are clear.\n\n${improvementsHeading}\n- Add sources: cite the studies.`,
    );
    expect(result.insights.map((insight) => insight.text)).toEqual(['The headings are clear.']);
    expect(result.improvements.map((item) => item.title)).toEqual(['Add sources']);
  });

  it('keeps reading insights after one written in capitals', () => {
    const result = parseAnalysis(
      'Clarity: 60\n2. KEY INSIGHTS\nTHE TEXT IS STRONG.\nSources are missing for 3 claims.\n3. IMPROVEMENT SUGGESTIONS\n- Add sources: cite them.',
    );
    expect(result.insights.map((insight) => insight.type)).toEqual(['positive', 'negative']);
  });

  it('reads Windows line endings', () => {
    expect(parseAnalysis('Clarity: 60\r\nDepth: 70\r\n').overallScore).toBe(65);
  });

  it('gives a "Score:" line the name of the criterion heading above it, never a rejected one', () => {
    const result = parseAnalysis(
      '### Semantic Clarity\n**Score: 80/100**\n\n### Analysis\nScore: 10\n\n### Depth\n- Score: 6/10',
    );
    expect(result.factors.map((factor) => [factor.name, factor.score])).toEqual([
      ['Semantic Clarity', 80],
      ['Topical Depth & Coverage', 60],
    ]);
  });

  it('takes a JSON key naming a criterion even where a text line of that name is refused', () => {
    const result = parseAnalysis('{"clarity": 70, "formatting": 60, "output_tokens": 50}');
    expect(result.factors.map((factor) => [factor.name, factor.score])).toEqual([
      ['Semantic Clarity', 70],
      ['Structured Formatting', 60],
    ]);
    expect(() => parseAnalysis('Formatting: 60')).toThrow(AnalysisParseError);
  });

  it('returns empty lists when the sections are absent', () => {
    const result = parseAnalysis('Clarity: 60');
    expect(result.insights).toEqual([]);
    expect(result.improvements).toEqual([]);
  });
});
