import { describe, expect, it } from 'vitest';
import { createResearch, PERFECT_GATE } from '../test-research.ts';
import { assessStructuredFormatting } from './assess-structured-formatting.ts';

const tidy = {
  headingCount: 4,
  listCount: 2,
  tableCount: 0,
  longestSection: { words: 200, heading: 'Brewing' },
  skippedLevels: 0,
  h1Count: 1,
};
const assess = (structure: object, wordCount = 900, averageWords = 60) =>
  assessStructuredFormatting(
    createResearch({ wordCount, structure, paragraphs: { count: 10, averageWords } }),
    PERFECT_GATE,
  );
const signal = (result: ReturnType<typeof assess>, id: string) =>
  result.signals.find((s) => s.id === id);

describe('assessStructuredFormatting', () => {
  it('gives full marks to headings every 300 words, lists and short paragraphs', () => {
    expect(assess(tidy).score).toBe(100);
  });

  it('drops without headings on a long text and names the word count', () => {
    const result = assess({
      ...tidy,
      headingCount: 0,
      h1Count: 0,
      longestSection: { words: 900, heading: null },
    });
    expect(result.score).toBeLessThan(50);
    expect(signal(result, 'headings')?.problem).toBe(
      'Headings are missing: the text (900 words) has no heading to show its topics.',
    );
    expect(signal(result, 'section-length')?.evidence).toContain(
      '900 words before the first heading',
    );
  });

  it('does not ask a short text for headings', () => {
    expect(signal(assess({ ...tidy, headingCount: 0 }, 120), 'headings')?.score).toBe(0.6);
  });

  it('rises with lists and tables', () => {
    const none = assess({ ...tidy, listCount: 0 });
    const one = assess({ ...tidy, listCount: 1 });
    expect(none.score).toBeLessThan(one.score);
    expect(one.score).toBeLessThan(assess(tidy).score);
  });

  it('costs skipped heading levels and extra top-level headings', () => {
    expect(signal(assess({ ...tidy, skippedLevels: 1 }), 'hierarchy')?.score).toBeCloseTo(0.65);
    expect(signal(assess({ ...tidy, h1Count: 3 }), 'hierarchy')?.score).toBeCloseTo(0.3);
  });

  it('costs long average paragraphs', () => {
    expect(signal(assess(tidy, 900, 170), 'paragraph-shape')?.score).toBeCloseTo(0.5);
  });
});
