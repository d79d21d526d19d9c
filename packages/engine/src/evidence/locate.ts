import type { TextSpan } from '../types.ts';
import { keysOf, type Projection, projectText } from './project-text.ts';

const ALNUM = /[\p{L}\p{N}]/u;

/**
 * The punctuation before a text's first letter and after its last. Loops, not /[^…]+$/, which
 * retries from every start and took 50 seconds on 50 KB of dots before a letter.
 */
function edgeMarks(text: string): { head: string; tail: string } {
  let start = 0;
  while (start < text.length && !ALNUM.test(text[start] as string)) start++;
  let end = text.length;
  while (end > start && !ALNUM.test(text[end - 1] as string)) end--;
  return { head: text.slice(0, start), tail: text.slice(end) };
}
/** Spaces and the markup the document model drops ("<url>", "**bold**") between the two. */
const SKIPPED = /[\s<>*_`]/;
/** An inline end tag ("</b>") between a sentence's last word and its period. */
const CLOSING_TAG = /<\/[A-Za-z][A-Za-z\d-]*\s*>/y;

/** Takes in the sentence's closing punctuation ("/ .", ".”") where the text has it too. */
function extendOn(text: string, end: number, tail: string, limit: number): number {
  let position = end;
  for (const char of tail.replace(/\s+/g, '')) {
    let next = position;
    while (next < limit && text[next] !== char) {
      CLOSING_TAG.lastIndex = next;
      if (CLOSING_TAG.test(text)) next = CLOSING_TAG.lastIndex;
      else if (SKIPPED.test(text[next] as string)) next++;
      else break;
    }
    if (text[next] !== char) break;
    position = next + 1;
  }
  return Math.min(position, limit);
}

/** Takes in the sentence's opening punctuation ("“", "-?, --") where the text has it too. */
function extendBack(text: string, start: number, head: string, limit: number): number {
  let position = start;
  const chars = [...head.replace(/\s+/g, '')].reverse();
  for (const char of chars) {
    let next = position - 1;
    while (next >= limit && text[next] !== char && SKIPPED.test(text[next] as string)) next--;
    if (next < limit || text[next] !== char) break;
    position = next;
  }
  return position;
}

/** First key index whose character starts at or after `offset`. */
function keyIndexAt(projection: Projection, offset: number): number {
  let low = 0;
  let high = projection.offsets.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((projection.offsets[middle] as number) < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The first place the letters of `key` stand as whole words in the text: a short sentence
 * ("No.") would otherwise match inside "in our" three lines earlier. Where no place starts and
 * ends at a word's edge, the first place at all (the model may have split a glued word).
 */
function findWholeWords(text: string, projection: Projection, key: string, from: number): number {
  const first = projection.keys.indexOf(key, from);
  for (let found = first; found >= 0; found = projection.keys.indexOf(key, found + 1)) {
    const before = text[(projection.offsets[found] as number) - 1] ?? ' ';
    const after = text[projection.ends[found + key.length - 1] as number] ?? ' ';
    if (!ALNUM.test(before) && !ALNUM.test(after)) return found;
  }
  return first;
}

export interface Locator {
  /**
   * Where a sentence or paragraph of the document model stands in the submitted text, searched
   * from `from` on and ending by `to`; null when its letters are not found there in order.
   */
  find(needle: string, from?: number, to?: number): TextSpan | null;
}

/** Finds the document model's texts in the text as typed (see projectText for why). */
export function createLocator(text: string): Locator {
  let projection: Projection | undefined;
  return {
    find(needle, from = 0, to = text.length) {
      const key = keysOf(needle);
      if (!key) return null;
      projection ??= projectText(text);
      const found = findWholeWords(text, projection, key, keyIndexAt(projection, from));
      if (found < 0) return null;
      let start = projection.offsets[found] as number;
      let end = projection.ends[found + key.length - 1] as number;
      if (end > to) return null;
      // The sentence's own punctuation (a closing period, an opening quote) belongs to it when
      // it stands right there in the text as typed.
      const { head, tail } = edgeMarks(needle);
      start = extendBack(text, start, head, from);
      end = extendOn(text, end, tail, to);
      return { start, end };
    },
  };
}
