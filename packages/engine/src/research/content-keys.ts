/// <reference path="../vendor-types/stopword.d.ts" />
import { deu, eng, fra, ita, jpn, nld, por, porBr, spa, zho } from 'stopword';
import { CJK } from '../document/tokenize.ts';

// Language-independent word keys for the substance measures (coherence, answered questions):
// they must read English, French, Spanish, German or Chinese alike, so a translation scores
// as its original does (issue 10, point 4).

/** Function words of the languages Citable's writers use, from the stopword package's lists. */
export const MULTILINGUAL_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [eng, fra, deu, spa, ita, por, porBr, nld, zho, jpn].flat().map((word) => word.toLowerCase()),
);

/**
 * Truncation to six letters is a stemmer that needs no language: "configure", "configuration"
 * and "configuración" meet at "config", "Datenbank" and "Datenbanken" at "datenb". Short words
 * are mostly function words in every alphabetic language, so they carry no key.
 */
const KEY_LENGTH = 6;
const MIN_LETTERS = 4;

const keyCache = new Map<string, string | null>();
const MAX_CACHE = 50_000;

/** The content key of a lowercased token, or null for function words, numbers and short words. */
export function contentKey(word: string): string | null {
  const cached = keyCache.get(word);
  if (cached !== undefined) return cached;
  const key = readContentKey(word);
  // The cache only saves time; its content never changes a result.
  if (keyCache.size < MAX_CACHE) keyCache.set(word, key);
  return key;
}

function readContentKey(word: string): string | null {
  if (MULTILINGUAL_FUNCTION_WORDS.has(word) || /^[\d.,:/-]+$/.test(word)) return null;
  // A Chinese or Japanese word of two or more characters is already a content unit.
  if (CJK.test(word)) return word.length >= 2 ? word : null;
  if (word.length < MIN_LETTERS) return null;
  return word.replace(/['’]s$/, '').slice(0, KEY_LENGTH);
}

/** The distinct content keys of a run of tokens. */
export function contentKeys(words: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const word of words) {
    const key = contentKey(word);
    if (key) keys.add(key);
  }
  return keys;
}
