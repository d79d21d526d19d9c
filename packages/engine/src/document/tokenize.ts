const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

/** Lowercased word tokens; apostrophes, hyphens and inner dots stay inside a word. */
export function tokenize(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase().replace(/’/g, "'"));
}

const syllableCache = new Map<string, number>();
const MAX_CACHE = 50_000;

/**
 * English syllable estimate for the Flesch reading ease: vowel groups, less a silent final "e"
 * and the "-ed"/"-es" endings that add no syllable. Good to about one syllable per word.
 */
export function countSyllables(word: string): number {
  const cached = syllableCache.get(word);
  if (cached !== undefined) return cached;
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  let count = 1;
  if (letters.length > 3) {
    const trimmed = letters
      .replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '')
      .replace(/^y/, '');
    count = Math.max(1, trimmed.match(/[aeiouy]+/g)?.length ?? 1);
  }
  // The cache only saves time; its content never changes a result.
  if (syllableCache.size < MAX_CACHE) syllableCache.set(word, count);
  return count;
}
