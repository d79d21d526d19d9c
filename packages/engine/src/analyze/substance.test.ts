import { describe, expect, it } from 'vitest';
import { EVIDENCE_PAIRS } from '../fixtures/invented-evidence.ts';
import { PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import { STATEMENT_HEADINGS } from '../fixtures/variants.ts';
import { analyzeDocument } from './analyze-document.ts';

// Substance over form (issue 10, point 3): scores must not rise for box-ticking.

const criterion = (text: string, name: string) =>
  analyzeDocument(text).criteria.find((c) => c.name === name)?.score ?? Number.NaN;

describe('invented evidence earns nothing', () => {
  it.each(EVIDENCE_PAIRS.map((pair) => [pair.topic, pair] as const))(
    'the %s page with invented studies, experts and figures never outscores the page with one real linked source',
    (_, pair) => {
      const invented = analyzeDocument(pair.invented);
      const linked = analyzeDocument(pair.linked);
      expect(invented.overallScore).toBeLessThanOrEqual(linked.overallScore);
      expect(criterion(pair.invented, 'Authority & Trust Signals')).toBeLessThan(
        criterion(pair.linked, 'Authority & Trust Signals'),
      );
    },
  );

  it('calls the invented evidence claims to verify, not sources', () => {
    const pair = EVIDENCE_PAIRS[0] as (typeof EVIDENCE_PAIRS)[number];
    const text = [
      ...analyzeDocument(pair.invented).insights.map((insight) => insight.text),
      ...analyzeDocument(pair.invented).improvements.map((item) => item.description),
    ].join('\n');
    expect(text).not.toMatch(/Sources are cited well|Statistics make the text strong/);
    expect(text).toMatch(/Cited sources are missing|claims to verify|Link or cite the source/);
  });
});

describe('question headings count only when answered', () => {
  // The structured article with its statement headings turned into questions the sections
  // below never answer.
  const unanswered = STATEMENT_HEADINGS.replace(
    '## Making cold brew',
    '## Who invented the telephone?',
  )
    .replace('## Brewing at home', '## What is the capital of Peru?')
    .replace('## Choosing beans', '## How tall is Mount Everest?')
    .replace('## Storing cold brew', '## When did the Roman empire fall?');

  it('gains nothing from question headings the text never answers', () => {
    const name = 'Alignment with Conversational Queries';
    expect(criterion(unanswered, name)).toBeLessThanOrEqual(criterion(STATEMENT_HEADINGS, name));
    expect(analyzeDocument(unanswered).overallScore).toBeLessThanOrEqual(
      analyzeDocument(STATEMENT_HEADINGS).overallScore,
    );
  });

  it('reads Q:/A: pairs as question-led and never asks for question headings', () => {
    const faq = `${PLAIN_ARTICLE}\n\nQ: How long does cold brew keep in the fridge?\n\nA: Cold brew keeps for about two weeks in the fridge in a sealed bottle.\n\nQ: Can you heat cold brew?\n\nA: Yes, you can heat cold brew gently without making it bitter.\n\nQ: Which grind does cold brew need?\n\nA: Cold brew needs a coarse grind, like sea salt.\n`;
    const titles = analyzeDocument(faq).improvements.map((item) => item.title);
    expect(titles).not.toContain('Phrase headings as questions');
  });
});
