import { describe, expect, it } from 'vitest';
import { CRITERIA } from '../criteria.ts';
import {
  createRandomWords,
  LOREM_IPSUM,
  REPEATED_SENTENCES,
} from '../fixtures/degenerate-texts.ts';
import {
  ADDED_QUOTATIONS,
  ADDED_SOURCES,
  ADDED_STATISTICS,
  PLAIN_ARTICLE,
} from '../fixtures/plain-article.ts';
import {
  QUESTION_HEADINGS,
  STATEMENT_HEADINGS,
  STRUCTURED_ARTICLE,
  STUFFED_ARTICLE,
} from '../fixtures/variants.ts';
import { WELL_MADE_ARTICLE } from '../fixtures/well-made-article.ts';
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

  it('gives 3-5 insights and 3-5 suggestions for real text', () => {
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
      expect(analysis.improvements.length).toBeGreaterThanOrEqual(3);
      expect(analysis.improvements.length).toBeLessThanOrEqual(5);
    }
  });

  it('is deterministic', () => {
    expect(JSON.stringify(analyzeDocument(WELL_MADE_ARTICLE))).toBe(
      JSON.stringify(analyzeDocument(WELL_MADE_ARTICLE)),
    );
  });

  it('scores empty text 0 everywhere and says why', () => {
    const analysis = analyzeDocument('   ');
    expect(analysis.overallScore).toBe(0);
    expect(scores('')).toEqual([0, 0, 0, 0, 0, 0]);
    expect(analysis.insights[0]?.type).toBe('negative');
  });
});

describe('analyzeDocument: direction (issue 3)', () => {
  it.each([
    ['cited sources', ADDED_SOURCES],
    ['statistics', ADDED_STATISTICS],
    ['quotations', ADDED_QUOTATIONS],
  ])('adding %s raises Authority & Trust Signals by at least 15 points', (_, addition) => {
    const before = scoreOf(PLAIN_ARTICLE, 'Authority & Trust Signals');
    const after = scoreOf(`${PLAIN_ARTICLE}\n${addition}`, 'Authority & Trust Signals');
    expect(after - before).toBeGreaterThanOrEqual(15);
  });

  it('adding headings and lists raises Structured Formatting', () => {
    expect(scoreOf(STRUCTURED_ARTICLE, 'Structured Formatting')).toBeGreaterThan(
      scoreOf(PLAIN_ARTICLE, 'Structured Formatting') + 20,
    );
  });

  it('question headings with direct answers raise Conversational alignment', () => {
    const criterion = 'Alignment with Conversational Queries';
    expect(scoreOf(QUESTION_HEADINGS, criterion)).toBeGreaterThan(
      scoreOf(STATEMENT_HEADINGS, criterion) + 20,
    );
  });

  it('keyword stuffing lowers Semantic Clarity and raises no criterion', () => {
    const base = scores(PLAIN_ARTICLE);
    const stuffed = scores(STUFFED_ARTICLE);
    expect(stuffed[0]).toBeLessThan((base[0] ?? 0) - 10);
    stuffed.forEach((score, index) => {
      expect(score).toBeLessThanOrEqual(base[index] ?? 0);
    });
  });

  it.each([
    ['lorem ipsum', LOREM_IPSUM],
    ['random words', createRandomWords(400)],
    ['repeated sentences', REPEATED_SENTENCES],
  ])('scores %s low on every criterion', (_, text) => {
    const analysis = analyzeDocument(text);
    expect(analysis.overallScore).toBeLessThanOrEqual(10);
    for (const criterion of analysis.criteria) expect(criterion.score).toBeLessThanOrEqual(20);
    expect(analysis.insights[0]?.type).toBe('negative');
  });

  it('scores random words low even with markdown structure around them', () => {
    const dressed = `# ${createRandomWords(5)}\n\n## ${createRandomWords(4, 3)}?\n\n${createRandomWords(200)}\n\n- ${createRandomWords(6)}\n- ${createRandomWords(6, 9)}`;
    expect(analyzeDocument(dressed).overallScore).toBeLessThanOrEqual(15);
  });

  it('scores a well-made article high on every criterion', () => {
    const analysis = analyzeDocument(WELL_MADE_ARTICLE);
    expect(analysis.overallScore).toBeGreaterThanOrEqual(80);
    for (const criterion of analysis.criteria) expect(criterion.score).toBeGreaterThanOrEqual(70);
  });

  it('ranks the well-made article above the plain one, and the plain one above noise', () => {
    const well = analyzeDocument(WELL_MADE_ARTICLE).overallScore;
    const plain = analyzeDocument(PLAIN_ARTICLE).overallScore;
    expect(well).toBeGreaterThan(plain + 30);
    expect(plain).toBeGreaterThan(analyzeDocument(LOREM_IPSUM).overallScore + 20);
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
