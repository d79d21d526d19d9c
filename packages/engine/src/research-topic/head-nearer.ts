import type { WordVectors } from '../semantic/word-vectors.ts';

/**
 * Whether a topic's category word (its last known word) is nearer one set of prototype words
 * than another: how art forms, illnesses and nutrients are told from the ideas or foods
 * they would otherwise be read as.
 */
export function isHeadNearer(
  vectors: WordVectors,
  knownWords: readonly string[],
  toward: readonly string[],
  over: readonly string[],
): boolean {
  const head = knownWords.at(-1);
  if (!head) return false;
  return vectors.nearestSimilarity(head, toward) > vectors.nearestSimilarity(head, over);
}
