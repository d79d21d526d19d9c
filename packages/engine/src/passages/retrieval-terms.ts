import { tokenize } from '../document/tokenize.ts';
import { stem } from '../research/stem.ts';
import { FUNCTION_WORDS } from '../research/word-lists.ts';

/**
 * Words a retriever matches on: not function words ("what", "is", "the"), with a letter in
 * them, folded to a light stem so "passages" finds "passage". Short technical names ("xz",
 * "gc") count: they are often the very word a question asks about.
 */
export function toRetrievalTerms(words: readonly string[]): string[] {
  const terms: string[] = [];
  for (const word of words) {
    const term = termOf(word);
    if (term) terms.push(term);
  }
  return terms;
}

const cache = new Map<string, string | null>();
const MAX_CACHE = 50_000;

function termOf(word: string): string | null {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const term =
    word.length < 2 || FUNCTION_WORDS.has(word) || !/\p{L}/u.test(word) ? null : stem(word);
  // The cache only saves time (every text repeats its words); it never changes a result.
  if (cache.size < MAX_CACHE) cache.set(word, term);
  return term;
}

export function termsOfText(text: string): string[] {
  return toRetrievalTerms(tokenize(text));
}

/** Words the semantic retriever embeds: the same filter, unstemmed (vectors are per word). */
export function toMeaningWords(words: readonly string[]): string[] {
  // termOf keeps exactly these words, and remembers its answer for each.
  return words.filter((word) => termOf(word) !== null);
}
