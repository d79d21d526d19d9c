import { describe, expect, it } from 'vitest';
import { segmentWords } from '../measure/segment-text.ts';
import { makeVariant, VARIANT_KINDS } from './make-variants.ts';

const PAGE = `# Sourdough starter

A sourdough starter is flour and water fermented by wild yeast and bacteria. It takes 5 to 7 days to become active.

## Feeding

Feed it 50 g of flour and 50 g of water every 24 hours. Keep it at 24 °C. Discard half before each feeding.

## When it is ready

It is ready when it doubles within 4 to 6 hours of a feeding. It should smell pleasantly sour.
`;

describe('makeVariant', () => {
  it('is deterministic and changes the page for every kind', () => {
    for (const kind of VARIANT_KINDS) {
      const variant = makeVariant(PAGE, kind);
      expect(variant).toBe(makeVariant(PAGE, kind));
      expect(variant).not.toBe(PAGE);
      expect(variant.length).toBeGreaterThan(0);
    }
  });

  it('moves whole paragraphs in shuffled-paragraphs, and keeps every paragraph and heading', () => {
    const page = `# Tea\n\nTea is a drink.\n\n## Kinds\n\nGreen tea is not fermented.\n\nBlack tea is.\n`;
    const variant = makeVariant(page, 'shuffled-paragraphs');
    expect(variant).not.toBe(page);
    const paragraphs = (text: string) =>
      text
        .split(/\n\n/)
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('#'))
        .sort();
    expect(paragraphs(variant)).toEqual(paragraphs(page));
    expect(variant.match(/^#.*$/gm)).toEqual(page.match(/^#.*$/gm));
  });

  it('removes every sentence with a figure, and tables, in facts-removed', () => {
    const variant = makeVariant(PAGE, 'facts-removed');
    expect(variant.replace(/^#.*$/gm, '')).not.toMatch(/\d/);
    expect(variant).toContain('A sourdough starter is flour and water');
    expect(variant).toContain('## Feeding');
  });

  it('cuts the truncated variant to 80 words', () => {
    expect(segmentWords(makeVariant(PAGE, 'truncated')).length).toBeLessThanOrEqual(80);
  });

  it('removes every figure from answers-removed and filler, and keeps the headings', () => {
    for (const kind of ['answers-removed', 'filler'] as const) {
      const variant = makeVariant(PAGE, kind);
      expect(variant.replace(/^#.*$/gm, '')).not.toMatch(/\d/);
      expect(variant).toContain('## Feeding');
    }
  });

  it('removes the answer right after a question in answers-removed, and keeps the question', () => {
    const page = `# Tea\n\nTea is a drink.\n\n## How long should it steep?\n\nAbout three minutes, longer for black tea.\n\n## Kinds\n\nGreen tea is not fermented.\n`;
    const variant = makeVariant(page, 'answers-removed');
    expect(variant).toContain('## How long should it steep?');
    expect(variant).not.toContain('About three minutes');
    expect(variant).toContain('Green tea is not fermented.');
  });

  it('removes lists, links, code and names from answers-removed, and keeps plain sentences', () => {
    const page = `# Starting a garden\n\nA garden needs light and water.\n\n## Tools\n\n- a spade\n- a rake\n\nAsk Monty at the nursery for seeds. Read [the guide](https://example.org/guide) first. Run \`garden init\` to begin. Most beginners water too often.\n`;
    const variant = makeVariant(page, 'answers-removed');
    expect(variant).toContain('## Tools');
    expect(variant).toContain('Most beginners water too often.');
    expect(variant).toContain('A garden needs light and water.');
    expect(variant).not.toMatch(/spade|Monty|example\.org|garden init/);
  });

  it('adds invented studies and links to invented-sources, and keeps the original text', () => {
    const variant = makeVariant(PAGE, 'invented-sources');
    expect(variant).toMatch(/study|survey|experts|scientists/i);
    expect(variant).toContain('Feed it 50 g of flour');
  });

  it('keeps the sentences of the page when shuffling them', () => {
    const sorted = (text: string) =>
      text
        .replace(/^#.*$/gm, '')
        .split(/(?<=\.)\s+/)
        .map((s) => s.trim())
        .filter(Boolean)
        .sort();
    expect(sorted(makeVariant(PAGE, 'shuffled'))).toEqual(sorted(PAGE));
  });
});
