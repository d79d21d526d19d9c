import { LONG_PARAGRAPH_WORDS } from '../research/measure-paragraphs.ts';
import type { RawSentence } from './raw-sentences.ts';

/** Target size of the pieces a long paragraph is cut into. */
const PIECE_WORDS = 100;

/**
 * Cuts a paragraph over 150 words (issue 3) into pieces of about 100 words at sentence
 * boundaries, as even in length as the sentences allow.
 */
export function splitLongParagraph(sentences: readonly RawSentence[]): RawSentence[][] {
  const total = sentences.reduce((sum, s) => sum + s.sentence.words.length, 0);
  if (total <= LONG_PARAGRAPH_WORDS || sentences.length < 2) return [[...sentences]];
  const pieces = Math.ceil(total / PIECE_WORDS);
  const target = total / pieces;
  const result: RawSentence[][] = [[]];
  let words = 0;
  for (const sentence of sentences) {
    const current = result.at(-1) as RawSentence[];
    if (current.length > 0 && words + sentence.sentence.words.length / 2 > target * result.length)
      result.push([]);
    (result.at(-1) as RawSentence[]).push(sentence);
    words += sentence.sentence.words.length;
  }
  return result;
}
