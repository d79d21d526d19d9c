import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-page.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { makeVariant } from '../testing/make-variants.ts';
import { type OrderUnit, orderEvidence } from './measure-order.ts';
import { measurePage } from './measure-page.ts';

// The order test over the corpus's training pages: a page's own order stands out from random
// orders of its sentences, and the same page shuffled does not.

const pages = loadCorpus().filter((page) => page.split === 'train' && page.rating !== null);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe('orderEvidence', () => {
  it('stands out on real pages and not on the same pages shuffled', () => {
    expect(pages.length).toBeGreaterThan(100);
    const own = pages.map((page) => measurePage(readPage(page.text)).features.orderEvidence);
    const shuffled = pages.map(
      (page) => measurePage(readPage(makeVariant(page.text, 'shuffled'))).features.orderEvidence,
    );
    expect(median(own)).toBeGreaterThan(1);
    expect(Math.abs(median(shuffled))).toBeLessThan(0.5);
    const lower = own.filter((value, i) => (shuffled[i] ?? 0) < value - 0.5).length;
    expect(lower / pages.length).toBeGreaterThan(0.7);
  }, 120_000);

  it('says nothing when too few sentences can move, and is the same on every run', () => {
    const unit = (keys: string[], role: OrderUnit['role'], block: number): OrderUnit => ({
      keys: new Set(keys),
      role,
      block,
    });
    const few = [unit(['title'], 'heading', 0), unit(['alpha'], 'prose', 1)];
    expect(orderEvidence(few, 1)).toBe(0);
    // Six sentences that each pick up the last one's word: an order a shuffle breaks.
    const chain = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key, i, all) =>
      unit([`w${key}`, `w${all[i + 1] ?? 'z'}`], 'prose', i),
    );
    const first = orderEvidence(chain, 7);
    expect(first).toBeGreaterThan(1);
    expect(orderEvidence(chain, 7)).toBe(first);
    // The same sentences in a scrambled order stand out no more than chance.
    const scrambled = [3, 0, 5, 1, 6, 2, 4].map((at, i) => ({ ...chain[at]!, block: i }));
    expect(orderEvidence(scrambled, 7)).toBeLessThan(first - 1);
  });

  it('counts sentences that point back where nothing precedes them, and sequences out of order', () => {
    // Sentences sharing no words, so that only their openers can tell an order: four sections
    // of two sentences, the second of each opening with "However" (opensBack) or numbered.
    const units = (order: 'own' | 'reversed', cue: 'opensBack' | 'rank'): OrderUnit[] =>
      [0, 1, 2, 3].flatMap((section) => {
        const lead: OrderUnit = { keys: new Set([`a${section}`]), role: 'prose', block: section };
        const follow: OrderUnit = {
          keys: new Set([`b${section}`]),
          role: 'prose',
          block: section,
          ...(cue === 'opensBack' ? { opensBack: true } : { rank: section + 1 }),
        };
        const heading: OrderUnit = {
          keys: new Set([`h${section}`]),
          role: 'heading',
          block: 10 + section,
        };
        return order === 'own' ? [heading, lead, follow] : [heading, follow, lead];
      });
    // Reversed, every section opens on "However": worse than its own order by several deviations.
    expect(orderEvidence(units('own', 'opensBack'), 3)).toBeGreaterThan(1);
    expect(orderEvidence(units('reversed', 'opensBack'), 3)).toBeLessThan(0);
    // Numbered openers in their order stand out; with the sections' ranks reversed they do not.
    const ranked = units('own', 'rank');
    const reversedRanks = ranked.map((unit) =>
      unit.rank ? { ...unit, rank: 5 - unit.rank } : unit,
    );
    expect(orderEvidence(ranked, 3)).toBeGreaterThan(orderEvidence(reversedRanks, 3));
  });
});
