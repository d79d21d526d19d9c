import { describe, expect, it } from 'vitest';
import { cpuMillis } from '../testing/cpu-time.server.ts';
import { parseScoreLine } from './parse-score-line.ts';

describe('parseScoreLine: the forms of spec §5', () => {
  it.each([
    ['Semantic Clarity: 85 (Good)', 'Semantic Clarity', 85],
    ['Semantic Clarity: 85 - Good', 'Semantic Clarity', 85],
    ['Semantic Clarity: 85 Very Good', 'Semantic Clarity', 85],
    ['Semantic Clarity: 85', 'Semantic Clarity', 85],
    ['Semantic Clarity 85', 'Semantic Clarity', 85],
    ['- Semantic Clarity: 85 (Good)', 'Semantic Clarity', 85],
    ['* Structured Formatting: 70 - Average', 'Structured Formatting', 70],
    ['• Authority & Trust Signals: 40 Poor', 'Authority & Trust Signals', 40],
    ['3. Topical Depth & Coverage: 55 (Average)', 'Topical Depth & Coverage', 55],
    [
      '- **Retrievability & Extractability**: **62**/100 (Good)',
      'Retrievability & Extractability',
      62,
    ],
    ['Alignment with Conversational Queries: 90%', 'Alignment with Conversational Queries', 90],
    ['Semantic Clarity – 85 (Good)', 'Semantic Clarity', 85],
    ['| Semantic Clarity | 85 | Good |', 'Semantic Clarity', 85],
    ['Semantic Clarity: 85 (Good) - clear structure', 'Semantic Clarity', 85],
    ['Semantic Clarity: 85. Clear text.', 'Semantic Clarity', 85],
    ['Semantic Clarity: 85/100 (Good): the text is clear, short.', 'Semantic Clarity', 85],
    ['**Semantic Clarity:** 85 (Good) – clear structure', 'Semantic Clarity', 85],
    ['Semantic Clarity 85 Very Good', 'Semantic Clarity', 85],
  ])('reads %j', (line, name, score) => {
    expect(parseScoreLine(line)).toEqual({ name, score });
  });

  it('accepts the bounds 0 and 100', () => {
    expect(parseScoreLine('Clarity: 0 (Very Bad)')?.score).toBe(0);
    expect(parseScoreLine('Clarity: 100 (Excellent)')?.score).toBe(100);
  });

  it('rejects scores outside 0-100', () => {
    expect(parseScoreLine('Clarity: 101 (Excellent)')).toBeNull();
    expect(parseScoreLine('Word count: 523')).toBeNull();
    expect(parseScoreLine('Clarity: -5')).toBeNull();
  });

  it('rejects names of 2 characters or fewer', () => {
    expect(parseScoreLine('AI: 80')).toBeNull();
    expect(parseScoreLine('SEO: 80')).toEqual({ name: 'SEO', score: 80 });
  });

  it.each([
    'Format: 80',
    'Output Format 80',
    'Provide scores: 80',
    'Analysis: 80',
    'analysis results 80',
    'Key Insights: 2',
    'Improvement Suggestions 3',
    'Improvement suggestion: 3',
  ])('rejects the heading-like name in %j', (line) => {
    expect(parseScoreLine(line)).toBeNull();
  });

  it('rejects prose and lines without a score', () => {
    expect(parseScoreLine('The text has 85 words and more.')).toBeNull();
    expect(parseScoreLine('2. KEY INSIGHTS')).toBeNull();
    expect(parseScoreLine('')).toBeNull();
  });

  it('keeps the bare form strict: a number followed by a sentence is prose', () => {
    expect(parseScoreLine('Paragraph 3. It is long.')).toBeNull();
    expect(parseScoreLine('Paragraph 3 is good')).toBeNull();
    expect(parseScoreLine('Clarity: 1000')).toBeNull();
    expect(parseScoreLine('Clarity:85')).toEqual({ name: 'Clarity', score: 85 });
    expect(parseScoreLine('Clarity85')).toBeNull();
    expect(parseScoreLine('Flesch reading ease is -22 (hard)')).toBeNull();
  });

  it('is stricter inside the insights and suggestions', () => {
    const inSection = { inSection: true };
    expect(parseScoreLine('Semantic Clarity: 85 (Good)', inSection)?.score).toBe(85);
    expect(parseScoreLine('Semantic Clarity 85', inSection)).toBeNull();
    expect(parseScoreLine('Lexical variety is 0.62 (share of words)', inSection)).toBeNull();
    expect(parseScoreLine('Sources are weak: 1 sentence cites one', inSection)).toBeNull();
  });

  it('reads long lines of digits, dots and spaces in linear time', () => {
    const spent = cpuMillis(() => {
      for (const line of [
        `Clarity: ${'1'.repeat(100_000)}`,
        `${'a '.repeat(50_000)}: 80`,
        `Clarity${' '.repeat(100_000)}85`,
        `Clarity: 85${' .'.repeat(50_000)}`,
      ]) {
        parseScoreLine(line);
        parseScoreLine(line.slice(0, 299));
      }
    });
    expect(spent).toBeLessThan(500);
  });

  it('ignores very long lines', () => {
    expect(parseScoreLine(`${'Clarity '.repeat(50)}: 80`)).toBeNull();
  });
});
