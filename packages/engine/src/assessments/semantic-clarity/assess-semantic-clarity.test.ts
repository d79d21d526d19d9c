import { describe, expect, it } from 'vitest';
import type { Paragraph } from '../../document/types.ts';
import { createResearch, createSentence, PERFECT_GATE } from '../test-research.ts';
import { assessSemanticClarity } from './assess-semantic-clarity.ts';

const clear = {
  sentenceCount: 20,
  averageSentenceWords: 15,
  longSentences: [],
  fleschReadingEase: 70,
  vagueWords: 0,
};
const signal = (id: string, research = createResearch()) =>
  assessSemanticClarity(research, PERFECT_GATE).signals.find((s) => s.id === id);

describe('assessSemanticClarity', () => {
  it('gives full marks to short, plain, precise sentences', () => {
    const research = createResearch({
      wordCount: 300,
      readability: clear,
      paragraphs: { count: 5 },
    });
    expect(assessSemanticClarity(research, PERFECT_GATE).score).toBe(100);
  });

  it('lowers the score as sentences grow past 20 words', () => {
    const score = (averageSentenceWords: number) =>
      assessSemanticClarity(
        createResearch({ wordCount: 300, readability: { ...clear, averageSentenceWords } }),
        PERFECT_GATE,
      ).score;
    expect(score(26)).toBeLessThan(score(20));
    expect(score(32)).toBeLessThan(score(26));
  });

  it('quotes the longest sentence and its paragraph in the fix', () => {
    const long = createSentence(`The ${'very long '.repeat(15)}sentence ends here.`, {
      paragraph: 3,
    });
    const fix = signal(
      'sentence-length',
      createResearch({
        readability: { ...clear, averageSentenceWords: 28, longSentences: [long] },
      }),
    )?.fix;
    expect(fix?.detail).toContain('in paragraph 3');
    expect(fix?.detail).toContain('(34 words)');
  });

  it('names long paragraphs by number and word count', () => {
    const paragraph = { number: 4, wordCount: 212 } as Paragraph;
    const found = signal(
      'paragraph-length',
      createResearch({ paragraphs: { count: 4, longParagraphs: [paragraph] } }),
    );
    expect(found?.score).toBe(0.5);
    expect(found?.problem).toContain('Paragraph 4 runs over 150 words (paragraph 4 has 212)');
  });

  it('scores fragments below full marks, and asks for whole sentences, not shorter ones', () => {
    const found = signal(
      'sentence-length',
      createResearch({ readability: { ...clear, averageSentenceWords: 4 } }),
    );
    expect(found?.score).toBe(0.6);
    expect(found?.fix?.title).toBe('Write whole sentences');
    expect(found?.problem).not.toContain('above the target');
  });

  it('is lowered by keyword stuffing more than other criteria are', () => {
    const research = createResearch({ wordCount: 300, readability: clear });
    const stuffed = assessSemanticClarity(research, { ...PERFECT_GATE, stuffing: 1 });
    expect(stuffed.score).toBe(30);
  });

  it('reads its thresholds from config', () => {
    const research = createResearch({
      wordCount: 300,
      readability: { ...clear, averageSentenceWords: 24 },
    });
    const strict = assessSemanticClarity(research, PERFECT_GATE).score;
    const lenient = assessSemanticClarity(research, PERFECT_GATE, {
      sentenceWords: { ideal: 25, worst: 40 },
    }).score;
    expect(lenient).toBeGreaterThan(strict);
  });
});
