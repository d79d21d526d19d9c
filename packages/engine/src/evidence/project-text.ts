import { decodeEntities } from '../document/decode-entities.ts';

/**
 * The letters and digits a reader sees in the submitted text, lowercased, each with the
 * offset it came from. The document model strips markdown and reduces HTML before it splits
 * sentences, so its sentences are not substrings of what the user typed; comparing only the
 * visible letters and digits finds them again whatever markup, entities or line breaks sat
 * between. Written here rather than by tracking offsets through the parser: the reducer,
 * stripper and splitter stay as they are (and keep their speed), and this one pass is linear.
 */
export interface Projection {
  /** Visible letters and digits, lowercased. */
  keys: string;
  /** `offsets[i]` is where `keys[i]` starts in the text; `ends[i]` where it ends. */
  offsets: Int32Array;
  ends: Int32Array;
}

const ALNUM = /[\p{L}\p{N}]/u;
/**
 * Markup a reader never sees: comments, script and style bodies, tags, markdown link targets
 * and labels and reference definitions, citation marks (the document model drops "[1]" and "[^2]").
 */
const HIDDEN =
  /<!--[\s\S]*?(?:-->|$)|<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)|<![A-Za-z][^<>]*>|<\/?[A-Za-z][A-Za-z\d-]*(?:[\s/][^<>]*)?>|\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:\s+"[^"]*")?\)|\]\[[^\]\n]*\]|^ {0,3}\[[^\]\n]+\]:[^\n]*|\[\^?\d+\]/gim;
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/giy;
const AMPERSAND = 38;

export function projectText(text: string): Projection {
  const keys: string[] = [];
  const offsets: number[] = [];
  const ends: number[] = [];
  // ASCII, most of any text, without a regular expression per character.
  const pushAscii = (code: number, start: number, end: number) => {
    const isDigit = code >= 48 && code <= 57;
    const isUpper = code >= 65 && code <= 90;
    if (isDigit || isUpper || (code >= 97 && code <= 122)) {
      keys.push(String.fromCharCode(isUpper ? code + 32 : code));
      offsets.push(start);
      ends.push(end);
    }
  };
  const push = (chars: string, start: number, end: number) => {
    const code = chars.length === 1 ? chars.charCodeAt(0) : 128;
    if (code < 128) {
      pushAscii(code, start, end);
      return;
    }
    for (const char of chars) {
      if (!ALNUM.test(char)) continue;
      for (const lower of char.toLowerCase()) {
        keys.push(lower);
        offsets.push(start);
        ends.push(end);
      }
    }
  };
  let position = 0;
  const visit = (from: number, to: number) => {
    let index = from;
    while (index < to) {
      const unit = text.charCodeAt(index);
      // ASCII other than "&" needs no string made for it: most characters of any text.
      if (unit < 128 && unit !== AMPERSAND) {
        pushAscii(unit, index, index + 1);
        index += 1;
        continue;
      }
      const code = text.codePointAt(index) as number;
      const width = code > 0xffff ? 2 : 1;
      if (text[index] === '&') {
        ENTITY.lastIndex = index;
        const entity = ENTITY.exec(text);
        if (entity) {
          push(decodeEntities(entity[0]), index, index + entity[0].length);
          index += entity[0].length;
          continue;
        }
      }
      push(String.fromCodePoint(code), index, index + width);
      index += width;
    }
  };
  for (const hidden of text.matchAll(HIDDEN)) {
    const start = hidden.index ?? 0;
    // A link target's "](" bracket closes visible link text; keep the "]" out of the keys only.
    visit(position, start);
    position = start + hidden[0].length;
  }
  visit(position, text.length);
  return {
    keys: keys.join(''),
    offsets: Int32Array.from(offsets),
    ends: Int32Array.from(ends),
  };
}

/** The visible letters and digits of a text the document model produced, lowercased. */
export function keysOf(text: string): string {
  let keys = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    // ASCII without a regular expression: the range checks say what ALNUM would.
    if (code < 128) {
      if ((code >= 48 && code <= 57) || (code >= 97 && code <= 122)) keys += char;
      else if (code >= 65 && code <= 90) keys += String.fromCharCode(code + 32);
    } else if (ALNUM.test(char)) keys += char.toLowerCase();
  }
  return keys;
}
