import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analyze/analyze-document.ts';
import { ADDED_SOURCES, ADDED_STATISTICS, PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import { STRUCTURED_ARTICLE } from '../fixtures/variants.ts';
import { WELL_MADE_ARTICLE } from '../fixtures/well-made-article.ts';
import { IMPROVER_FIXED_TEXT, IMPROVER_FIXED_WORDS } from './fixed-text.ts';
import { improveText } from './improve-text.ts';

const NUMBER = /\d+(?:[.,:]\d+)*/g;
const CAPITALISED = /\p{Lu}[\p{L}'’-]*/gu;
const QUOTED = /["“]([^"“”]+)["”]/g;

/** Issue 3: every number and capitalised name of the output is in the input. */
function expectNothingInvented(input: string): void {
  const output = improveText(input).improvedContent;
  const lowerInput = input.toLowerCase();
  for (const [number] of output.matchAll(NUMBER))
    expect(input, `number ${number}`).toContain(number);
  for (const [word] of output.matchAll(CAPITALISED)) {
    if (!IMPROVER_FIXED_WORDS.has(word))
      expect(lowerInput, `word ${word}`).toContain(word.toLowerCase());
  }
  for (const [, quoted] of output.matchAll(QUOTED))
    expect(input, `quotation ${quoted}`).toContain(quoted);
}

const CLAIMS_TEXT = `${PLAIN_ARTICLE}\n${ADDED_STATISTICS}\n\n${ADDED_SOURCES}\n`;

describe('improveText: nothing invented', () => {
  it.each([
    ['the plain article', PLAIN_ARTICLE],
    ['the well-made article', WELL_MADE_ARTICLE],
    ['the structured article', STRUCTURED_ARTICLE],
    ['an article with claims and sources', CLAIMS_TEXT],
  ])('adds no number, name or quotation to %s', (_, text) => {
    expectNothingInvented(text);
  });

  it('adds no number, name or quotation to any text', () => {
    const sentence = fc.constantFrom(
      'Cold brew is a drink made without heat.',
      'Sales rose by 45% in 2023.',
      'The best beans come from Kenya.',
      'According to Dr. Lena Ortiz, patience matters.',
      'To make cold brew, grind 200 g of beans.',
      'You can keep it for 14 days.',
      'You need a jar, a filter and some coffee.',
      '"Good coffee takes time," says Tom Reyes.',
      'First, grind. Then, steep. Finally, filter.',
      'Paris has 3,400 cafés [1].',
      '## What is GEO?',
      '- Step one costs $5.',
    );
    const paragraph = fc
      .array(sentence, { minLength: 1, maxLength: 6 })
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 8 }), (paragraphs) => {
        expectNothingInvented(paragraphs.join('\n\n'));
      }),
      { numRuns: 60 },
    );
  });
});

describe('improveText: restructuring', () => {
  const improved = improveText(PLAIN_ARTICLE).improvedContent;

  it('opens with an answer-first summary of the text’s own sentences', () => {
    const summary = /^## Summary\n\n(.+)$/m.exec(improved)?.[1] ?? '';
    expect(improved.startsWith('## Summary')).toBe(true);
    expect(summary.startsWith('Cold brew coffee is made by leaving ground coffee')).toBe(true);
    for (const sentence of summary.split(/(?<=\.)\s+/)) expect(PLAIN_ARTICLE).toContain(sentence);
  });

  it('adds topic headings to a text without any, in the text’s own words', () => {
    const headings = [...improved.matchAll(/^## (.+)$/gm)].map((match) => match[1] as string);
    const topics = headings.filter(
      (heading) => heading !== 'Summary' && heading !== 'Frequently asked questions',
    );
    expect(topics.length).toBeGreaterThanOrEqual(2);
    for (const topic of topics) expect(PLAIN_ARTICLE.toLowerCase()).toContain(topic.toLowerCase());
  });

  it('turns an enumeration into a list', () => {
    expect(improved).toContain(
      'To make it at home you need:\n\n- a big jar\n- some coffee\n- a filter',
    );
  });

  it('leaves sentences whose commas are not a list as prose', () => {
    const text =
      'Marie Curie was born in Warsaw, Poland, and died in 1934. We use beans from Brazil, Colombia and Ethiopia. A poorly insulated home needs a larger unit, which costs more to buy and run.';
    const output = improveText(text).improvedContent;
    expect(output).not.toMatch(/^- /m);
    expect(output).toContain('Marie Curie was born in Warsaw, Poland, and died in 1934');
    expect(output).toContain('We use beans from Brazil, Colombia and Ethiopia.');
    expect(output).toContain('needs a larger unit, which costs more to buy and run.');
  });

  it('turns a First/Then/Finally sequence into a list', () => {
    const output = improveText(
      'First, grind the beans. Then, add cold water. Finally, filter the coffee.',
    ).improvedContent;
    expect(output).toContain(
      '- First, grind the beans.\n- Then, add cold water.\n- Finally, filter the coffee.',
    );
  });

  it('writes an FAQ whose answers are the text’s own sentences', () => {
    const faq = improved.slice(improved.indexOf('## Frequently asked questions'));
    const entries = [...faq.matchAll(/^### (.+\?)\n\n(.+)$/gm)];
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const [, , answer] of entries) expect(PLAIN_ARTICLE).toContain(answer as string);
  });

  it('keeps the capitals of names in FAQ questions', () => {
    const output = improveText(
      'Tesla is a carmaker based in Texas that builds electric vehicles and batteries. Tesla is known for fast software updates. Apple is a technology company that makes phones, laptops and watches. The two firms compete for engineers rather than customers.',
    ).improvedContent;
    expect(output).toContain('### What is Tesla?');
    expect(output).toContain('### What is Apple?');
  });

  it('does not state a short text twice', () => {
    const text =
      'Is cold brew worth it? Cold brew coffee is steeped in cold water for twelve hours. The cold brew tastes smooth and sweet. Many cafés now sell cold brew coffee.';
    const output = improveText(text).improvedContent;
    for (const sentence of text.split(/(?<=[.?])\s+/))
      expect(output.split(sentence).length - 1, sentence).toBeLessThanOrEqual(
        output.includes('## Frequently asked questions') ? 2 : 1,
      );
    const opening = improveText(
      'Cold brew is coffee steeped in cold water for many hours. It tastes smooth and low in acid.',
    ).improvedContent;
    expect(opening.startsWith('Cold brew is coffee steeped in cold water')).toBe(true);
  });

  it('splits paragraphs over 150 words', () => {
    const long = PLAIN_ARTICLE.trim().split('\n\n').slice(1).join(' ');
    const output = improveText(long).improvedContent;
    for (const paragraph of output.split('\n\n'))
      expect(paragraph.split(/\s+/).length).toBeLessThanOrEqual(150);
  });

  it('marks unsourced claims and lists them, leaving sourced ones alone', () => {
    const output = improveText(CLAIMS_TEXT).improvedContent;
    expect(output).toContain(
      'A typical batch uses 200 g of coffee for 1 litre of water [source needed].',
    );
    expect(output).toContain(
      'About 35% of coffee drinkers say they have tried cold brew [source needed].',
    );
    expect(output).not.toMatch(/example\.org\/acidity\)\) \[source needed\]/);
    const claims = output.slice(output.indexOf(`## ${IMPROVER_FIXED_TEXT.claimsHeading}`));
    expect(claims).toContain('- About 35% of coffee drinkers say they have tried cold brew.');
  });

  it('marks claims behind vague attributions and trusts a named speaker', () => {
    const output = improveText(
      'Research shows they cut bills by 60%. Everyone says they pay for themselves in 3 years.\n\n"The biggest mistake installers make is undersizing for the coldest week," says Jan Rosenow, a researcher at the Regulatory Assistance Project.',
    ).improvedContent;
    expect(output).toContain('Research shows they cut bills by 60% [source needed].');
    expect(output).toContain('pay for themselves in 3 years [source needed].');
    expect(output).not.toContain('coldest week [source needed]');
    expect(output).not.toMatch(/^- .*Rosenow/m);
  });

  it('keeps links, citations, quotations and tables', () => {
    const output = improveText(WELL_MADE_ARTICLE).improvedContent;
    expect(output).toContain('([study](https://example.org/acidity-study))');
    expect(output).toContain('> "Cold brew rewards patience');
    expect(output).toContain('| Taste | Smooth, low bitterness | Brighter, more acidic |');
  });

  it('does not stack its own sections when run twice', () => {
    const twice = improveText(improved).improvedContent;
    for (const heading of ['## Summary', '## Frequently asked questions']) {
      expect(twice.split(heading).length - 1).toBe(1);
    }
    expect(twice).not.toContain('[source needed] [source needed]');
  });

  it('keeps a page of the user’s own questions and answers', () => {
    const page = [
      '# Frequently Asked Questions',
      '## What is your return policy?\nYou can return any item within 30 days of delivery for a full refund.',
      '## How long does shipping take?\nStandard shipping takes 3 to 5 business days within the EU.',
      '## Do you ship internationally?\nYes. We ship to 42 countries.',
      '## Can I change my order after placing it?\nOrders can be changed within 2 hours of purchase.',
      '## How do I contact support?\nEmail support@example.com or use the chat on our website.',
    ].join('\n\n');
    const { improvedContent, improvementFactors } = improveText(page);
    for (const question of page.match(/^## .+$/gm) ?? [])
      expect(improvedContent).toContain(question);
    expect(improvedContent).toContain('Email support@example.com or use the chat on our website.');
    expect(improvedContent.split(/^## Frequently asked questions$/im).length).toBe(1);
    expect(improvementFactors.contentClarity).toBeGreaterThan(0);
  });

  it('keeps the user’s own Summary and Claims to verify sections', () => {
    const text =
      '## Summary\n\nNordbrew refunds returns and ships across Europe.\n\n## Claims to verify\n\nOur editors checked each claim with the roaster.\n\n## Shipping\n\nNordbrew ships from Oslo to customers across Europe within a few days.';
    const output = improveText(text).improvedContent;
    expect(output).toContain('## Summary\n\nNordbrew refunds returns and ships across Europe.');
    expect(output).toContain('Our editors checked each claim with the roaster.');
  });

  it('reads pasted HTML', () => {
    const output = improveText(
      '<h1>Cold brew</h1><p>Cold brew is a coffee drink made without heat.</p>',
    ).improvedContent;
    expect(output.startsWith('# Cold brew')).toBe(true);
    expect(output).not.toContain('<p>');
  });
});

describe('improveText: factors', () => {
  it('scores its output with the analyzer, each factor 0-100', () => {
    const { improvedContent, improvementFactors } = improveText(PLAIN_ARTICLE);
    const [clarity, formatting, authority, retrievability, depth, conversation] = analyzeDocument(
      improvedContent,
    ).criteria.map((criterion) => criterion.score) as number[];
    expect(improvementFactors).toEqual({
      contentClarity: Math.round(((clarity ?? 0) + (formatting ?? 0)) / 2),
      contextRichness: Math.round(((depth ?? 0) + (authority ?? 0)) / 2),
      semanticRelevance: retrievability,
      intentCoverage: conversation,
    });
  });

  it('improves a plain text on structure, retrievability and conversational alignment', () => {
    const before = analyzeDocument(PLAIN_ARTICLE).criteria.map((c) => c.score);
    const after = analyzeDocument(improveText(PLAIN_ARTICLE).improvedContent).criteria.map(
      (c) => c.score,
    );
    expect(after[1]).toBeGreaterThan((before[1] ?? 0) + 20);
    expect(after[3]).toBeGreaterThan(before[3] ?? 0);
    expect(after[5]).toBeGreaterThan((before[5] ?? 0) + 20);
    expect(after[0]).toBeGreaterThanOrEqual((before[0] ?? 0) - 5);
  });

  it('returns empty content and zero factors for empty text', () => {
    expect(improveText('  ')).toEqual({
      improvedContent: '',
      improvementFactors: {
        contentClarity: 0,
        contextRichness: 0,
        semanticRelevance: 0,
        intentCoverage: 0,
      },
    });
  });

  it('is deterministic', () => {
    expect(improveText(WELL_MADE_ARTICLE)).toEqual(improveText(WELL_MADE_ARTICLE));
  });
});

describe('improveText and numbered lists', () => {
  it('keeps the number an ordered list starts at, and writes no other', () => {
    const text = [
      '# Making cold brew at home',
      'Cold brew coffee is coffee steeped in cold water for many hours, which makes it less bitter than hot coffee.',
      'The last three steps:',
      '3. Strain the coffee through a paper filter.\n4. Pour it into a clean jar.\n5. Keep the jar in the fridge.',
    ].join('\n\n');
    const { improvedContent } = improveText(text);
    expect(improvedContent).toContain('3. Strain the coffee through a paper filter.');
    expect(improvedContent).not.toMatch(/^1\. /m);
  });
});
