import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { findNamedSources, measureSources } from './measure-sources.ts';

const measure = (text: string) => measureSources(buildDocument(text));

describe('measureSources', () => {
  it.each([
    'According to the bank, rates will fall.',
    'A 2021 study by the Coffee Science Foundation measured acidity.',
    'Prices rose sharply (Smith et al., 2020).',
    'Prices rose sharply [2].',
    'Prices rose sharply, see [the data](https://example.org/data).',
    'Stanford researchers found that sleep matters.',
    'In our tests, the coarse grind worked.',
  ])('counts %j as a sourced sentence', (text) => {
    expect(measure(text).sourcedSentences).toHaveLength(1);
  });

  it('does not take pronouns and sentence openers for sources', () => {
    expect(
      measure('It shows that coffee is popular. This says a lot.').sourcedSentences,
    ).toHaveLength(0);
  });

  it.each([
    'About 35% of adults drink coffee daily.',
    'A cup costs $4.50 in the city.',
    'Sales grew 3 times in a year.',
    '1 in 5 drinkers prefer it cold.',
    'The market reached 2,400,000 units.',
    'Each serving holds 200 mg of caffeine.',
  ])('counts %j as a statistic', (text) => {
    expect(measure(text).statisticSentences).toHaveLength(1);
  });

  it('finds quotations and whether a speaker is named', () => {
    const sources = measure(
      '"Patience beats equipment every time," says Lena Ortiz. He called it "nice".\n\n> Good coffee takes time and care.',
    );
    expect(sources.quotations).toBe(2);
    expect(sources.attributedQuotations).toBe(1);
  });

  it('collects dates and named institutions', () => {
    const sources = measure(
      'The World Health Organization reported it on March 5, 2021. Harvard University agreed in 2022.',
    );
    expect(sources.dates).toEqual(['March 5, 2021', '2022']);
    expect(sources.namedSources).toEqual(
      expect.arrayContaining(['World Health Organization', 'Harvard University']),
    );
  });

  it('lists claims with numbers or superlatives that have no source nearby', () => {
    const sources = measure(
      'This is the best grinder on the market. Sales rose 40% [1].\n\nGrind 200 g of beans. What costs 5 dollars?',
    );
    expect(sources.claimCount).toBe(2);
    expect(sources.unsupportedClaims).toEqual([]);
    const unsourced = measure(
      'This is the best grinder on the market.\n\nSales rose 40% last year.',
    );
    expect(unsourced.unsupportedClaims.map((claim) => claim.paragraph)).toEqual([1, 2]);
  });
});

describe('findNamedSources', () => {
  it('names reporters and institutions', () => {
    expect(findNamedSources('Google says the update is live.')).toEqual(['Google']);
    expect(findNamedSources('The Pew Research Center reports growth.')).toContain(
      'Pew Research Center',
    );
  });
});
