/// <reference path="../vendor-types/wink-porter2-stemmer.d.ts" />
import porter2 from 'wink-porter2-stemmer';

const cache = new Map<string, string>();
const MAX_CACHE = 50_000;
const MAX_WORD_LENGTH = 40;

/**
 * The Porter2 (Snowball English) stem of a word, by wink-porter2-stemmer: "sources" and
 * "source's" meet at "sourc", "brewing" at "brew", while "news" stays "news" and "series" does
 * not become "sery" as it did with the hand-written plural folding it replaces.
 */
export function stem(word: string): string {
  const known = cache.get(word);
  if (known !== undefined) return known;
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  const cached = cache.get(lower);
  if (cached !== undefined) return cached;
  // A run of letters longer than any word is no word: it stays as written, in linear time.
  const stemmed = lower.length > MAX_WORD_LENGTH ? lower : porter2(lower);
  // The cache only saves time; its content never changes a result.
  if (cache.size < MAX_CACHE) {
    cache.set(lower, stemmed);
    cache.set(word, stemmed);
  }
  return stemmed;
}
