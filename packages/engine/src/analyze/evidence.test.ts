import { describe, expect, it } from 'vitest';
import { PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import { STUFFED_ARTICLE } from '../fixtures/variants.ts';
import { WELL_MADE_ARTICLE } from '../fixtures/well-made-article.ts';
import { analyzeDocument } from './analyze-document.ts';
import { assessDocument } from './assess-document.ts';

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
    // Conversational alignment judges the opening; Retrievability reads the retrieval test.
    const { criteria } = analyzeDocument(PLAIN_ARTICLE);
    expect(criteria[5]?.evidence).toContain(
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

// Issue 9: every insight and suggestion states true evidence.
const THIN_TEXT =
  'Sourdough bread rises with a starter of wild yeast and flour. Bakers feed the starter each day. The dough rests for hours before shaping, and a hot covered pot gives a crisp crust.';

describe('insights and suggestions state true evidence', () => {
  it('praises nothing in a thin text of 33 words, and gives it no upkeep advice', () => {
    expect(THIN_TEXT.split(/\s+/)).toHaveLength(33);
    const { insights, improvements } = analyzeDocument(THIN_TEXT);
    expect(insights.filter((insight) => insight.type === 'positive')).toEqual([]);
    expect(insights[0]?.text).toMatch(/33 words against a recommended minimum of 50/);
    expect(improvements.map((item) => item.title).join(' ')).not.toMatch(/^Keep|\bKeep\b/);
  });

  it('praises nothing in a keyword-stuffed text', () => {
    const { insights } = analyzeDocument(STUFFED_ARTICLE);
    expect(insights.filter((insight) => insight.type === 'positive')).toEqual([]);
    expect(insights[0]?.text).toMatch(/keyword stuffing/);
  });

  it('never tells a text that opens with a definition to add one', () => {
    const text = `A heat pump is an electric device that moves heat from the outside air into a house. ${PLAIN_ARTICLE.split('\n\n').slice(1).join('\n\n')}`;
    const { improvements, insights } = analyzeDocument(text);
    const all = [
      ...improvements.map((item) => `${item.title}: ${item.description}`),
      ...insights.map((i) => i.text),
    ].join('\n');
    expect(all).not.toMatch(/Define the key term|in the form ‘X is a…’|Definitions are missing/);
    // The definition is a question the text answers, and it answers it quotably.
    const tested = assessDocument(text).research.passages.tests.flatMap((test) => test.questions);
    const definition = tested.find((test) => test.question.text === 'What is a heat pump?');
    expect(definition?.answer?.text).toMatch(/^A heat pump is an electric device/);
  });

  it('states the count of a weak signal instead of saying there is none', () => {
    const text = PLAIN_ARTICLE.replace(
      'Some people drink it over ice',
      'For example, some people drink it over ice',
    );
    const { insights, improvements } = analyzeDocument(text);
    const all = [...insights.map((i) => i.text), ...improvements.map((i) => i.description)].join(
      '\n',
    );
    expect(all).not.toMatch(/Examples are missing|no ‘for example’/);
  });
});
