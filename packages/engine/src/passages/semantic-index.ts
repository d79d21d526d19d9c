import { commonDirection, projectOnto } from '../semantic/common-direction.ts';
import type { WordVectors } from '../semantic/word-vectors.ts';

/**
 * Weight of a word in a passage's meaning, from how rare it is in English: the model lists
 * its words from the most frequent, so the rank is a ready-made IDF (Zipf: frequency falls as
 * 1/rank). "the" weighs 0, a word of rank 1,000 about 3, a rare technical word about 7.
 */
export function weighByRarity(_word: string, rank: number): number {
  return Math.log(1 + rank / 50);
}

export interface SemanticScores {
  /** Cosine of the question's meaning with each passage's (0 for a passage without a known word). */
  cosines: number[];
  /**
   * Cosine of the question's meaning with one passage's once both lose the direction every
   * English text shares (commonDirection): how near they are in what they are about. The
   * plain cosine of two centroids is high for any two English texts, most of all for generic
   * ones, so it ranks a page's passages but says little of how a passage stands against the
   * other pages a retriever indexes; this does.
   */
  closeness(at: number): number;
}

export interface SemanticIndex {
  /** The question's scores, or null when the model knows none of the question's words. */
  score(words: readonly string[]): SemanticScores | null;
}

/**
 * The cosine of two unit vectors once their parts along a unit direction are taken out and
 * both are made unit length again, from their cosine and each one's part along it: no second
 * pass over the dimensions.
 */
export function cosineBeyond(cosine: number, alongA: number, alongB: number): number {
  const rest = Math.sqrt(Math.max(0, 1 - alongA * alongA) * Math.max(0, 1 - alongB * alongB));
  return rest > 1e-9 ? (cosine - alongA * alongB) / rest : 0;
}

/**
 * Dot product of `a` with `dims` values of `b` from `offset`. Four running sums instead of
 * one: the additions no longer wait on each other, which halves the time of this loop, the
 * one a long page spends most of its analysis in.
 */
function dot(a: Float32Array, b: Float32Array, offset: number, dims: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (; i + 3 < dims; i += 4) {
    s0 += a[i]! * b[offset + i]!;
    s1 += a[i + 1]! * b[offset + i + 1]!;
    s2 += a[i + 2]! * b[offset + i + 2]!;
    s3 += a[i + 3]! * b[offset + i + 3]!;
  }
  for (; i < dims; i += 1) s0 += a[i]! * b[offset + i]!;
  return s0 + s1 + s2 + s3;
}

/**
 * The semantic retriever: IDF-weighted centroids of word vectors, compared by cosine. Every
 * question is compared with every passage, so a long page costs questions × passages
 * products: the centroids are unit length, so the cosine is their dot product alone, and they
 * are packed in one array so that the loop reads memory in order.
 */
export function createSemanticIndex(
  vectors: WordVectors,
  passages: readonly (readonly string[])[],
): SemanticIndex {
  const dims = vectors.dimensions;
  const common = commonDirection(vectors);
  const rowOf = vectors.rememberingRows();
  const packed = new Float32Array(passages.length * dims);
  // Each centroid's part along the common direction, so that closeness needs no second pass.
  const along = new Float32Array(passages.length);
  const isKnown = passages.map((words, at) => {
    const centroid = vectors.weightedCentroid(words, weighByRarity, rowOf);
    if (!centroid) return false;
    packed.set(centroid, at * dims);
    along[at] = projectOnto(centroid, common);
    return true;
  });
  return {
    score(words) {
      const asked = vectors.weightedCentroid(words, weighByRarity, rowOf);
      if (!asked) return null;
      const cosines = isKnown.map((known, at) => (known ? dot(asked, packed, at * dims, dims) : 0));
      const askedAlong = projectOnto(asked, common);
      return {
        cosines,
        closeness: (at) =>
          isKnown[at] ? cosineBeyond(cosines[at] ?? 0, askedAlong, along[at] ?? 0) : 0,
      };
    },
  };
}
