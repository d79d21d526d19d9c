import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-page.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { makeVariant, type VariantKind } from '../testing/make-variants.ts';
import { type FeatureName, measurePage } from './measure-page.ts';

// What each adversarial variant damages must show in the measures, on the corpus's training
// pages as a whole (never one page): invented evidence adds claims that lean on nobody and no
// facts, links or names; removing the answers takes facts away; shuffling takes the order.

const pages = loadCorpus().filter((page) => page.split === 'train' && page.rating !== null);
const originals = pages.map((page) => measurePage(readPage(page.text)).features);

const variants = new Map<VariantKind, Record<FeatureName, number>[]>();
function measuredVariants(kind: VariantKind) {
  let measured = variants.get(kind);
  if (!measured) {
    measured = pages.map((page) => measurePage(readPage(makeVariant(page.text, kind))).features);
    variants.set(kind, measured);
  }
  return measured;
}

/** The shares of pages whose variant measures above and below the page on one feature. */
function compare(kind: VariantKind, feature: FeatureName) {
  let up = 0;
  let down = 0;
  const measured = measuredVariants(kind);
  pages.forEach((_, i) => {
    const own = originals[i]?.[feature] ?? 0;
    const variant = measured[i]?.[feature] ?? 0;
    if (variant > own + 1e-9) up++;
    else if (variant < own - 1e-9) down++;
  });
  return { up: up / pages.length, down: down / pages.length };
}

describe('the measures under each adversarial variant (training pages)', () => {
  it('has the training pages to measure', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('reads invented studies and experts as claims to check, not as facts, names or links', () => {
    const claims = compare('invented-sources', 'unsupportedClaimShare');
    expect(claims.up).toBeGreaterThanOrEqual(0.95);
    const names = compare('invented-sources', 'nameSentenceShare');
    expect(names.up).toBeLessThanOrEqual(0.05);
    expect(names.down).toBeGreaterThanOrEqual(0.8);
    // The invented links' texts ("source", "study") name nothing: no page gains a link.
    const links = compare('invented-sources', 'externalLinkRate');
    expect(links.up).toBe(0);
    expect(compare('invented-sources', 'genericSentenceShare').up).toBeGreaterThanOrEqual(0.9);
    // "87% of people", "9 out of 10" with nothing to check them by.
    const shares = compare('invented-sources', 'uncheckedShareClaims');
    expect(shares.up).toBeGreaterThanOrEqual(0.9);
    expect(shares.down).toBe(0);
  }, 180_000);

  it('finds a packed sentence in most paragraphs of a stuffed page, a claim to check in an invented one', () => {
    const packed = compare('stuffed', 'burstParagraphShare');
    console.log('stuffed, paragraphs with a packed sentence', packed);
    expect(packed.up).toBeGreaterThanOrEqual(0.9);
    expect(packed.down).toBe(0);
    // The stuffed keyword stands far above the page's second term.
    const lead = compare('stuffed', 'topTermLead');
    console.log('stuffed, top term over the second', lead);
    expect(lead.up).toBeGreaterThanOrEqual(0.9);
    expect(lead.down).toBeLessThanOrEqual(0.05);
    const unsourced = compare('invented-sources', 'unsourcedParagraphShare');
    console.log('invented, paragraphs with a claim to check', unsourced);
    expect(unsourced.up).toBeGreaterThanOrEqual(0.9);
    expect(unsourced.down).toBe(0);
    // Stuffing repeats the page's subject in every paragraph: that must not read as sentences
    // following on from each other.
    const cohesion = compare('stuffed', 'cohesion');
    console.log('stuffed, cohesion', cohesion);
    expect(cohesion.up).toBeLessThanOrEqual(0.5);
    expect(cohesion.down).toBeGreaterThan(0);
  }, 180_000);

  it('counts fewer facts once the answers are removed, never more', () => {
    const facts = compare('answers-removed', 'factSentences');
    expect(facts.up).toBe(0);
    expect(facts.down).toBeGreaterThanOrEqual(0.9);
  }, 180_000);

  it('finds less order in the shuffled page than in its own on most pages', () => {
    const order = compare('shuffled', 'orderEvidence');
    expect(order.down).toBeGreaterThanOrEqual(0.8);
    expect(order.up).toBeLessThanOrEqual(0.1);
  }, 180_000);
});
