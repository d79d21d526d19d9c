import { describe, expect, it } from 'vitest';
import { chooseSummary } from './choose-summary.ts';
import { splitRawSentences } from './raw-sentences.ts';

const pick = (text: string) => chooseSummary(splitRawSentences(text)).map((s) => s.raw);

describe('chooseSummary', () => {
  it('leads with a definition, then the most central sentences in text order', () => {
    const text =
      'In this article we will look at cold brew. Cold brew is a coffee steeped in cold water for hours. ' +
      'Cold water extracts fewer bitter compounds from the coffee. My cat likes warm windowsills in winter. ' +
      'Steeped coffee keeps its sweetness for days in the fridge.';
    expect(pick(text)).toEqual([
      'Cold brew is a coffee steeped in cold water for hours.',
      'Cold water extracts fewer bitter compounds from the coffee.',
      'Steeped coffee keeps its sweetness for days in the fridge.',
    ]);
  });

  it('skips questions, preambles, instructions and sentences that point back', () => {
    expect(
      pick(
        'Why does it work so well? In this article we explain it. Grind the beans very coarsely first. This makes the coffee smooth.',
      ),
    ).toEqual([]);
  });

  it('stays within about 70 words', () => {
    const sentence = (n: number) =>
      `Coffee beans from farm number ${n} are roasted slowly and brewed cold for the shop.`;
    const summary = chooseSummary(
      splitRawSentences(Array.from({ length: 10 }, (_, i) => sentence(i)).join(' ')),
    );
    const words = summary.reduce((sum, s) => sum + s.sentence.words.length, 0);
    expect(summary.length).toBeGreaterThan(0);
    expect(words).toBeLessThanOrEqual(70);
  });
});

describe('chooseSummary: sentences that stand alone', () => {
  it('skips a sentence whose early pronoun points back', () => {
    const text =
      'A heat pump moves heat from outside air into a home. Experts agree they are the most efficient option for heating a home.';
    expect(pick(text)).toEqual(['A heat pump moves heat from outside air into a home.']);
  });
});
