import { describe, expect, it } from 'vitest';
import { spearman } from '../../../../bench/validity/spearman.ts';
import { countWords } from '../rules/word-count.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { makeVariant } from '../testing/make-variants.ts';
import { assessCriteria } from './assess-criteria.ts';

// Properties of the fitted criteria over the dev pages of the genre corpus, which the fit never
// reads (corpus/README.md). They hold for the corpus as a whole, per language group, and for
// the variants that damage a page; no test here is about one page.

const dev = loadCorpus().filter((page) => page.split === 'dev' && page.rating !== null);
const scored = dev.map((page) => ({ page, overall: assessCriteria(page.text).overall }));

describe('the fitted criteria on the dev pages', () => {
  it('has enough rated dev pages in four languages to measure anything', () => {
    expect(dev.length).toBeGreaterThanOrEqual(60);
    expect(new Set(dev.map((page) => page.language))).toEqual(new Set(['en', 'de', 'fr', 'es']));
  });

  it('ranks the pages closer to the blind ratings than word count does', () => {
    const ratings = scored.map(({ page }) => page.rating ?? 0);
    const byScore = spearman(
      scored.map(({ overall }) => overall),
      ratings,
    );
    const byWords = spearman(
      scored.map(({ page }) => countWords(page.text)),
      ratings,
    );
    expect(byScore).toBeGreaterThan(byWords);
  });

  it.each(['filler', 'stuffed', 'truncated'] as const)(
    'scores the %s variant at least 10 points below its page on most pages',
    (kind) => {
      const below = scored.filter(
        ({ page, overall }) => overall - assessCriteria(makeVariant(page.text, kind)).overall >= 10,
      ).length;
      expect(below / scored.length).toBeGreaterThanOrEqual(0.85);
    },
    // About 70 pages measured again: a few seconds alone, much longer beside the browser tests.
    180_000,
  );

  // Not yet at the 95%: these floors sit just under today's dev figures
  // (docs/figures.md), so that a change that loses ground fails here.
  it.each([
    ['invented-sources', 0.8],
    ['answers-removed', 0.8],
    ['facts-removed', 0.2],
    ['shuffled', 0.35],
    ['shuffled-paragraphs', 0.3],
  ] as const)(
    'scores the %s variant at least 10 points below its page on at least its floor of pages',
    (kind, floor) => {
      const below = scored.filter(
        ({ page, overall }) => overall - assessCriteria(makeVariant(page.text, kind)).overall >= 10,
      ).length;
      expect(below / scored.length).toBeGreaterThanOrEqual(floor);
    },
    180_000,
  );

  it('scores every criterion in the direction of the ratings', () => {
    const ratings = scored.map(({ page }) => page.rating ?? 0);
    const byCriterion = dev.map((page) => assessCriteria(page.text).criteria);
    for (let c = 0; c < 6; c++) {
      const rho = spearman(
        byCriterion.map((criteria) => criteria[c]?.score ?? 0),
        ratings,
      );
      expect(rho, byCriterion[0]?.[c]?.name).toBeGreaterThan(0.2);
    }
  });
});
