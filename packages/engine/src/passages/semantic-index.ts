import { cosine, type WordVectors } from '../semantic/word-vectors.ts';

/**
 * Weight of a word in a passage's meaning, from how rare it is in English: the model lists
 * its words from the most frequent, so the rank is a ready-made IDF (Zipf: frequency falls as
 * 1/rank). "the" weighs 0, a word of rank 1,000 about 3, a rare technical word about 7.
 */
export function weighByRarity(_word: string, rank: number): number {
  return Math.log(1 + rank / 50);
}

export interface SemanticIndex {
  /**
   * Cosine of the question's meaning with each passage's (0 for a passage without a known
   * word), or null when the model knows none of the question's words.
   */
  score(words: readonly string[]): number[] | null;
}

/** The semantic retriever: IDF-weighted centroids of word vectors, compared by cosine. */
export function createSemanticIndex(
  vectors: WordVectors,
  passages: readonly (readonly string[])[],
): SemanticIndex {
  const centroids = passages.map((words) => vectors.weightedCentroid(words, weighByRarity));
  return {
    score(words) {
      const asked = vectors.weightedCentroid(words, weighByRarity);
      if (!asked) return null;
      return centroids.map((centroid) => (centroid ? cosine(asked, centroid) : 0));
    },
  };
}
