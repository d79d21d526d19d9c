import { splitSentences } from '../document/split-sentences.ts';
import { stripInline } from '../document/strip-inline.ts';
import { tokenize } from '../document/tokenize.ts';
import type { Sentence } from '../document/types.ts';

/** A sentence as written (markdown kept) with the plain reading the measurements use. */
export interface RawSentence {
  raw: string;
  sentence: Sentence;
}

/** Splits one block of markdown into sentences, keeping links and citations in place. */
export function splitRawSentences(raw: string, passage = 0): RawSentence[] {
  const text = raw.replace(/\s+/g, ' ').trim();
  return splitSentences(text).map(({ start, end }) => {
    const piece = text.slice(start, end);
    const inline = stripInline(piece);
    return {
      raw: piece,
      sentence: {
        text: inline.text,
        words: tokenize(inline.text),
        hasLink: inline.links.length > 0,
        hasCitation: inline.citations.length > 0,
        kind: 'paragraph',
        paragraph: 0,
        section: 0,
        passage,
      },
    };
  });
}

/** Joins sentences back into one paragraph. */
export function joinSentences(sentences: readonly RawSentence[]): string {
  return sentences.map((sentence) => sentence.raw).join(' ');
}
