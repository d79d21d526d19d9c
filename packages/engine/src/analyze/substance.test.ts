import { describe, expect, it } from 'vitest';
import { PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import { STATEMENT_HEADINGS } from '../fixtures/variants.ts';
import { analyzeDocument } from './analyze-document.ts';

// Substance over form (issue 10, point 3): scores must not rise for box-ticking.

const criterion = (text: string, name: string) =>
  analyzeDocument(text).criteria.find((c) => c.name === name)?.score ?? Number.NaN;

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

  it('reads Q:/A: pairs as question-led and never asks for question headings', () => {
    const faq = `${PLAIN_ARTICLE}\n\nQ: How long does cold brew keep in the fridge?\n\nA: Cold brew keeps for about two weeks in the fridge in a sealed bottle.\n\nQ: Can you heat cold brew?\n\nA: Yes, you can heat cold brew gently without making it bitter.\n\nQ: Which grind does cold brew need?\n\nA: Cold brew needs a coarse grind, like sea salt.\n`;
    const titles = analyzeDocument(faq).improvements.map((item) => item.title);
    expect(titles).not.toContain('Phrase headings as questions');
  });
});
