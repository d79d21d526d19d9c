import { describe, expect, it } from 'vitest';
import { PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import { WELL_MADE_ARTICLE } from '../fixtures/well-made-article.ts';
import { analyzeDocument } from './analyze-document.ts';

// Issue 3: insights and suggestions name their evidence; no generic advice when the text is fine.
const NAMES_EVIDENCE = /\d|‘[^’]+’/;

describe('insights and suggestions name their evidence', () => {
  it('every insight and suggestion carries a count, a number or a quotation', () => {
    for (const text of [PLAIN_ARTICLE, WELL_MADE_ARTICLE]) {
      const { insights, improvements } = analyzeDocument(text);
      for (const insight of insights) {
        if (insight.type !== 'positive' || /\d/.test(insight.text))
          expect(insight.text).toMatch(NAMES_EVIDENCE);
      }
      for (const item of improvements)
        expect(`${item.title} ${item.description}`).toMatch(NAMES_EVIDENCE);
    }
  });

  it('names the paragraph and its length when a paragraph is too long', () => {
    const long = PLAIN_ARTICLE.trim().split('\n\n').slice(1).join(' ');
    const words = long.split(/\s+/).length;
    expect(words).toBeGreaterThan(150);
    const text = `${WELL_MADE_ARTICLE}\n\n## Why do people like cold brew?\n\n${long}`;
    const { improvements, criteria } = analyzeDocument(text);
    expect(improvements.map((item) => item.description)).toContain(
      `Paragraph 12 has ${words} words; split paragraphs over 150 words where the topic changes.`,
    );
    expect(criteria[0]?.evidence).toContain(
      `1 of 12 paragraphs run over 150 words (paragraph 12 has ${words}).`,
    );
  });

  it('quotes an unsupported claim', () => {
    const text = `${PLAIN_ARTICLE}\nCold brew sales grew by 45% over the last three years and keep rising.`;
    const { improvements, insights } = analyzeDocument(text);
    const all = [...improvements.map((i) => i.description), ...insights.map((i) => i.text)].join(
      ' ',
    );
    expect(all).toContain('‘Cold brew sales grew by 45% over the…’');
  });

  it('quotes a preamble opening', () => {
    const { criteria } = analyzeDocument(PLAIN_ARTICLE);
    expect(criteria[3]?.evidence).toContain(
      'The opening sentence ‘In this article we will talk about cold…’ announces the text instead of answering.',
    );
  });

  it('gives a well-made text no urgent advice, only specific refinements', () => {
    const { improvements, insights } = analyzeDocument(WELL_MADE_ARTICLE);
    expect(improvements.some((item) => item.severity === 'high')).toBe(false);
    expect(insights.filter((insight) => insight.type === 'positive').length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('gives a plain text without sources the advice to cite them', () => {
    const { improvements } = analyzeDocument(PLAIN_ARTICLE);
    expect(improvements.map((item) => item.title)).toContain('Cite your sources');
  });
});
