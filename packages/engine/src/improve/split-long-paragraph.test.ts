import { describe, expect, it } from 'vitest';
import { splitRawSentences } from './raw-sentences.ts';
import { splitLongParagraph } from './split-long-paragraph.ts';

const sentence = (n: number) => `Sentence ${n} has exactly ten words in it for testing.`;

describe('splitLongParagraph', () => {
  it('keeps a paragraph of 150 words or fewer whole', () => {
    const sentences = splitRawSentences(
      Array.from({ length: 15 }, (_, i) => sentence(i)).join(' '),
    );
    expect(splitLongParagraph(sentences)).toHaveLength(1);
  });

  it('cuts a long paragraph into even pieces of about 100 words at sentence ends', () => {
    const sentences = splitRawSentences(
      Array.from({ length: 24 }, (_, i) => sentence(i)).join(' '),
    );
    const pieces = splitLongParagraph(sentences);
    expect(pieces.map((piece) => piece.length)).toEqual([8, 8, 8]);
    expect(pieces.flat()).toEqual(sentences);
  });
});
