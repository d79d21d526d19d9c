import type { Sentence } from '../document/types.ts';

/**
 * A sentence of the source as the analyzer's research reads one, so the improver asks the same
 * questions of it (is it a claim, does it cite a source, is its evidence invented).
 */
export function asSentence(plain: string, words: string[], hasLink = false): Sentence {
  return {
    text: plain,
    words,
    hasLink,
    hasCitation: false,
    kind: 'paragraph',
    paragraph: 0,
    section: 0,
    passage: 0,
  };
}
