import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachEvidence } from '../evidence/attach-evidence.ts';
import {
  createRandomWords,
  LOREM_IPSUM,
  REPEATED_SENTENCES,
} from '../fixtures/degenerate-texts.ts';
import { ADDED_SOURCES, PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import { QUESTION_HEADINGS, STUFFED_ARTICLE } from '../fixtures/variants.ts';
import { WELL_MADE_ARTICLE } from '../fixtures/well-made-article.ts';
import { parseAnalysis } from '../parser/parse-analysis.ts';
import { analyzeDocument } from './analyze-document.ts';
import { analyzeText, analyzeTextWithEvidence } from './analyze-text.ts';

function expectRoundTrip(text: string): void {
  const analysis = analyzeDocument(text);
  const { raw, evidence } = analyzeTextWithEvidence(text);
  // The anchors travel beside the raw text and are put back on the parsed findings.
  const parsed = attachEvidence(parseAnalysis(raw), evidence);
  expect(parsed.factors).toEqual(
    analysis.criteria.map(({ name, score }) => ({ name, score, maxScore: 100 })),
  );
  expect(parsed.overallScore).toBe(analysis.overallScore);
  expect(parsed.insights).toEqual(analysis.insights);
  expect(parsed.improvements).toEqual(analysis.improvements);
}

describe('analyzeText', () => {
  it('writes the overall line, six criterion lines and the two sections', () => {
    const raw = analyzeText(PLAIN_ARTICLE);
    const lines = raw.split('\n');
    expect(lines[0]).toMatch(
      /^1\. GLOBAL SCORE: \d{1,3}\/100 \((Excellent|Very Good|Good|Average|Poor|Bad|Very Bad)\)$/,
    );
    expect(
      lines.filter((line) => /^- [A-Z][\w &]+: \d{1,3} \([A-Za-z ]+\)$/.test(line)),
    ).toHaveLength(6);
    expect(raw).toContain('\n2. KEY INSIGHTS\n');
    expect(raw).toContain('\n3. IMPROVEMENT SUGGESTIONS\n- ');
  });

  it.each([
    ['the plain article', PLAIN_ARTICLE],
    ['the well-made article', WELL_MADE_ARTICLE],
    ['the article with sources', `${PLAIN_ARTICLE}\n${ADDED_SOURCES}`],
    ['question headings', QUESTION_HEADINGS],
    ['a stuffed article', STUFFED_ARTICLE],
    ['lorem ipsum', LOREM_IPSUM],
    ['random words', createRandomWords(300)],
    ['repeated sentences', REPEATED_SENTENCES],
    ['empty text', ''],
  ])('reads back through parseAnalysis to the same result: %s', (_, text) => {
    expectRoundTrip(text);
  });

  it('reads back to the same result for any text', () => {
    const fragment = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '\n\n',
        '# ',
        '## What is it?\n\n',
        '- ',
        '1. ',
        '> "',
        'Good. ',
        'It is missing. ',
        'Key insights: ',
        'Clarity: 80\n',
        'Sales rose 40% [1]. ',
        'According to the WHO, ',
        'Dr. Smith said "this must be done." ',
        'e.g. ',
        '| a | b |\n| --- | --- |\n',
        '<p>',
        'Cold brew is a drink. ',
      ),
    );
    fc.assert(
      fc.property(
        fc.array(fragment, { maxLength: 30 }).map((parts) => parts.join('')),
        (text) => {
          expectRoundTrip(text);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is the same byte for byte on every run', () => {
    expect(analyzeText(WELL_MADE_ARTICLE)).toBe(analyzeText(WELL_MADE_ARTICLE));
  });
});
