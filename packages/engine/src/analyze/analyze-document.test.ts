import { describe, expect, it } from 'vitest';
import { CRITERIA } from '../criteria.ts';
import {
  createRandomWords,
  LOREM_IPSUM,
  REPEATED_SENTENCES,
} from '../fixtures/degenerate-texts.ts';
import { PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import {
  FRENCH_ARTICLE,
  GERMAN_ARTICLE,
  PLAIN_COMMUTING,
  PLAIN_SOURDOUGH,
} from '../fixtures/test-texts.ts';
import {
  QUESTION_HEADINGS,
  STATEMENT_HEADINGS,
  STRUCTURED_ARTICLE,
  STUFFED_ARTICLE,
} from '../fixtures/variants.ts';
import { WELL_MADE_ARTICLE } from '../fixtures/well-made-article.ts';
import { cpuMillis } from '../testing/cpu-time.server.ts';
import { analyzeDocument } from './analyze-document.ts';

const scoreOf = (text: string, criterion: (typeof CRITERIA)[number]) =>
  analyzeDocument(text).criteria.find((c) => c.name === criterion)?.score ?? Number.NaN;
const scores = (text: string) => analyzeDocument(text).criteria.map((criterion) => criterion.score);

describe('analyzeDocument: shape', () => {
  it('scores the six criteria of spec §3 in order, each 0-100 with a rating and evidence', () => {
    const analysis = analyzeDocument(PLAIN_ARTICLE);
    expect(analysis.criteria.map((c) => c.name)).toEqual([...CRITERIA]);
    for (const criterion of analysis.criteria) {
      expect(criterion.score).toBeGreaterThanOrEqual(0);
      expect(criterion.score).toBeLessThanOrEqual(100);
      expect(criterion.rating).toMatch(/^(Excellent|Very Good|Good|Average|Poor|Bad|Very Bad)$/);
      expect(criterion.evidence.length).toBeGreaterThan(0);
    }
  });

  it('takes the overall score as the rounded mean of the six', () => {
    const analysis = analyzeDocument(WELL_MADE_ARTICLE);
    const mean = analysis.criteria.reduce((sum, c) => sum + c.score, 0) / 6;
    expect(analysis.overallScore).toBe(Math.round(mean));
  });

  it('gives 3-5 insights and at most 5 suggestions for real text', () => {
    for (const text of [
      PLAIN_ARTICLE,
      WELL_MADE_ARTICLE,
      STRUCTURED_ARTICLE,
      LOREM_IPSUM,
      REPEATED_SENTENCES,
    ]) {
      const analysis = analyzeDocument(text);
      expect(analysis.insights.length).toBeGreaterThanOrEqual(3);
      expect(analysis.insights.length).toBeLessThanOrEqual(5);
      // Suggestions are shown only where the raters agreed with their type (report/suggestions.ts).
      expect(analysis.improvements.length).toBeLessThanOrEqual(5);
    }
  });

  it('is deterministic', () => {
    expect(JSON.stringify(analyzeDocument(WELL_MADE_ARTICLE))).toBe(
      JSON.stringify(analyzeDocument(WELL_MADE_ARTICLE)),
    );
  });

  it.each([
    [
      'only a heading',
      '# Heat pumps for old houses',
      /has a heading, ‘Heat pumps for old houses’, but no body text/,
    ],
    [
      'only headings',
      '# Heat pumps\n\n## Costs\n\n## Noise',
      /has 3 headings \(the first is ‘Heat pumps’\) but no body text/,
    ],
    ['only code', '```\nconst x = 1;\n```', /holds only code \(1 code block\)/],
    ['only symbols', '.,;:!?-'.repeat(10), /holds no readable words, only 70 characters/],
    ['nothing', '', /^No text was given/],
  ])('gives 3-5 true insights and suggestions for a text with %s', (_, text, first) => {
    const analysis = analyzeDocument(text);
    expect(analysis.insights.length).toBeGreaterThanOrEqual(3);
    expect(analysis.insights.length).toBeLessThanOrEqual(5);
    expect(analysis.improvements.length).toBeGreaterThanOrEqual(3);
    expect(analysis.improvements.length).toBeLessThanOrEqual(5);
    expect(analysis.insights[0]?.text).toMatch(first);
    expect(analysis.insights.every((insight) => insight.type === 'negative')).toBe(true);
    if (text.startsWith('#')) {
      expect(analysis.insights.map((insight) => insight.text).join(' ')).not.toMatch(
        /No text was given/,
      );
    }
  });

  it('scores empty text 0 everywhere and says why', () => {
    const analysis = analyzeDocument('   ');
    expect(analysis.overallScore).toBe(0);
    expect(scores('')).toEqual([0, 0, 0, 0, 0, 0]);
    expect(analysis.insights[0]?.type).toBe('negative');
  });
});

describe('analyzeDocument: direction', () => {
  // Magnitudes are the fitted model's (criterion-weights.json); these check only directions
  // that any sound model keeps. The corpus-wide figures are in criteria-on-corpus.server.test.ts.
  it('keyword stuffing lowers Semantic Clarity and the overall score', () => {
    const base = analyzeDocument(PLAIN_ARTICLE);
    const stuffed = analyzeDocument(STUFFED_ARTICLE);
    expect(stuffed.criteria[0]?.score).toBeLessThan((base.criteria[0]?.score ?? 0) - 10);
    expect(stuffed.overallScore).toBeLessThan(base.overallScore);
  });

  it('adding headings and lists raises Structured Formatting', () => {
    expect(scoreOf(STRUCTURED_ARTICLE, 'Structured Formatting')).toBeGreaterThan(
      scoreOf(PLAIN_ARTICLE, 'Structured Formatting'),
    );
  });

  it('question headings with direct answers raise Conversational alignment', () => {
    const criterion = 'Alignment with Conversational Queries';
    expect(scoreOf(QUESTION_HEADINGS, criterion)).toBeGreaterThan(
      scoreOf(STATEMENT_HEADINGS, criterion),
    );
  });

  it.each([
    ['lorem ipsum', LOREM_IPSUM],
    ['random words', createRandomWords(400)],
    ['repeated sentences', REPEATED_SENTENCES],
  ])('scores %s far below a plain article', (_, text) => {
    const noise = analyzeDocument(text).overallScore;
    expect(noise).toBeLessThanOrEqual(analyzeDocument(PLAIN_ARTICLE).overallScore - 15);
    expect(noise).toBeGreaterThanOrEqual(0);
  });

  it('ranks the well-made article above the plain one, and the plain one above lorem ipsum', () => {
    const well = analyzeDocument(WELL_MADE_ARTICLE).overallScore;
    const plain = analyzeDocument(PLAIN_ARTICLE).overallScore;
    expect(well).toBeGreaterThan(plain + 10);
    expect(plain).toBeGreaterThan(analyzeDocument(LOREM_IPSUM).overallScore + 15);
  });
});

describe('analyzeDocument: pasted formats', () => {
  it('scores pasted HTML like the same markdown', () => {
    const html = `<h1>Cold brew coffee</h1><p>${PLAIN_ARTICLE.trim().split('\n\n').join('</p><h2>Section</h2><p>')}</p><ul><li>Grind coarsely</li><li>Steep overnight</li></ul>`;
    const markdown = `# Cold brew coffee\n\n${PLAIN_ARTICLE.trim().split('\n\n').join('\n\n## Section\n\n')}\n\n- Grind coarsely\n- Steep overnight`;
    expect(scores(html)).toEqual(scores(markdown));
  });

  it('reads plain text with headings on their own lines', () => {
    const plain = STRUCTURED_ARTICLE.replace(/^#+ /gm, '').replace(/^- /gm, '• ');
    expect(scoreOf(plain, 'Structured Formatting')).toBeGreaterThan(
      scoreOf(PLAIN_ARTICLE, 'Structured Formatting'),
    );
  });
});

describe('analyzeDocument: pathological input (linear time)', () => {
  it.each([
    ['a 100,000-digit number', '1'.repeat(100_000)],
    ['a run of thousands', '1,000 '.repeat(15_000)],
    ['a 100 KB line of capitals and verbs', 'Aa Bb said '.repeat(9_000)],
    ['a 100 KB run of punctuation', '.,;:!?-'.repeat(15_000)],
    ['a 100 KB single line of prose', 'the cat sat on a mat and '.repeat(4_000)],
  ])('analyzes %s within a second', (_, text) => {
    let analysis = analyzeDocument('');
    const spent = cpuMillis(() => {
      analysis = analyzeDocument(text);
    });
    expect(spent).toBeLessThan(1_000);
    expect(analysis.insights.length).toBeGreaterThanOrEqual(3);
  });
});

describe('analyzeDocument: texts in other languages', () => {
  it.each([
    ['German', GERMAN_ARTICLE],
    ['French', FRENCH_ARTICLE],
  ])('reads a sound %s article in its own language and scores it as prose', (language, text) => {
    const analysis = analyzeDocument(text);
    const insights = analysis.insights.map((insight) => insight.text).join('\n');
    expect(insights).toContain(`Read as ${language} text`);
    expect(analysis.overallScore).toBeGreaterThan(analyzeDocument(LOREM_IPSUM).overallScore + 15);
  });

  it('reads English texts as English', () => {
    for (const text of [PLAIN_ARTICLE, WELL_MADE_ARTICLE, PLAIN_SOURDOUGH, PLAIN_COMMUTING]) {
      const insights = analyzeDocument(text).insights.map((insight) => insight.text);
      expect(insights.join(' ')).toContain('Read as English text');
    }
  });
});
