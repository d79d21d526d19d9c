import type { WordVectors } from '../semantic/word-vectors.ts';

/**
 * A noun people do not count names a field, a practice or a service ("computing", "banking",
 * "management"), not a thing that comes one at a time: "What is cloud computing?", never "a
 * cloud computing". The vectors know a counted noun's plural about as well as the noun
 * ("car" 528th, "cars" 1,177th; "wedding" and "weddings" 4,045th and 13,679th); a mass noun's
 * plural is unknown ("computings", "bankings") or a rarity ("management" 774th, "managements"
 * 60,682nd).
 */
const MAX_PLURAL_RANK_RATIO = 20;
/**
 * The endings of nouns made from verbs and of kinds of goods, where mass nouns are found. A
 * name has no plural either ("einstein"), and read as a mass noun it was a place.
 */
const MASS_NOUN_SHAPE = /(?:ing|ment|ance|ence|ware|ion)$/;

function pluralOf(word: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export function isMassNoun(vectors: WordVectors, word: string): boolean {
  if (!MASS_NOUN_SHAPE.test(word)) return false;
  const rank = vectors.rank(word);
  if (rank === undefined) return false;
  const pluralRank = vectors.rank(pluralOf(word));
  return pluralRank === undefined || pluralRank > rank * MAX_PLURAL_RANK_RATIO;
}

/** A compound ("cloud computing") whose head, the last word, is a mass noun. */
export function hasMassHead(vectors: WordVectors, words: readonly string[]): boolean {
  return words.length > 1 && isMassNoun(vectors, words.at(-1)!);
}

/**
 * The vectors know a counted noun's plural about as well as the noun itself ("boat" 2,230th,
 * "boats" 3,752nd); a name's plural is unknown or a rarity ("york" 175th, "yorks" 97,178th).
 */
const MAX_COUNTED_PLURAL_RATIO = 10;

export function isCountedNoun(vectors: WordVectors, word: string): boolean {
  const rank = vectors.rank(word);
  const pluralRank = vectors.rank(pluralOf(word));
  return (
    rank !== undefined && pluralRank !== undefined && pluralRank <= rank * MAX_COUNTED_PLURAL_RATIO
  );
}

/** A plural the vectors know with its singular: "clubs" of "club", "shoes" of "shoe". */
export function isPluralForm(vectors: WordVectors, word: string): boolean {
  if (!word.endsWith('s') || word.endsWith('ss')) return false;
  const singulars = [word.slice(0, -1), word.replace(/es$/, ''), word.replace(/ies$/, 'y')];
  return singulars.some(
    (singular) => singular !== word && vectors.has(singular) && pluralOf(singular) === word,
  );
}
