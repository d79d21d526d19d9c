/**
 * Pretrained word vectors (GloVe, 100 dimensions, the 100,000 most frequent English words;
 * see models/glove-100k and tools/word-vectors). They give the engine real knowledge of how
 * words relate: which passage is about the same thing as a question although it uses other
 * words, whether two sentences follow from each other, which terms belong to a topic.
 *
 * Built from the bytes of the model files, so this module stays pure; reading the files is
 * load-word-vectors.server.ts's job. Vectors are unit length, stored as signed bytes.
 */
export interface Neighbour {
  word: string;
  similarity: number;
}

export class WordVectors {
  readonly dimensions: number;
  readonly size: number;
  readonly #rows: Int8Array;
  readonly #index = new Map<string, number>();
  readonly #words: readonly string[];
  readonly #scale: number;

  constructor(words: readonly string[], rows: Int8Array, dimensions: number, scale = 127) {
    if (rows.length !== words.length * dimensions) {
      throw new Error(
        `Word vectors: ${words.length} words x ${dimensions} dimensions need ${words.length * dimensions} bytes, got ${rows.length}`,
      );
    }
    this.dimensions = dimensions;
    this.size = words.length;
    this.#rows = rows;
    this.#words = words;
    this.#scale = scale;
    words.forEach((word, row) => {
      if (!this.#index.has(word)) this.#index.set(word, row);
    });
  }

  has(word: string): boolean {
    return this.#index.has(word.toLowerCase());
  }

  /** How common the word is: 0 for the most frequent word, undefined when unknown. */
  rank(word: string): number | undefined {
    return this.#index.get(word.toLowerCase());
  }

  /** The word's unit vector, or undefined when the model does not know the word. */
  vector(word: string): Float32Array | undefined {
    const row = this.#index.get(word.toLowerCase());
    return row === undefined ? undefined : this.#rowVector(row);
  }

  /** Cosine similarity of two words, or undefined when either is unknown. */
  similarity(a: string, b: string): number | undefined {
    const first = this.vector(a);
    const second = this.vector(b);
    return first && second ? cosine(first, second) : undefined;
  }

  /**
   * The mean of the known words' vectors (unit length), or undefined when none is known.
   * Words may repeat: a word said three times weighs three times.
   */
  centroid(words: Iterable<string>): Float32Array | undefined {
    const sum = new Float32Array(this.dimensions);
    let known = 0;
    for (const word of words) {
      const row = this.#index.get(word.toLowerCase());
      if (row === undefined) continue;
      const offset = row * this.dimensions;
      for (let i = 0; i < this.dimensions; i += 1) sum[i]! += this.#rows[offset + i]!;
      known += 1;
    }
    return known === 0 ? undefined : normalize(sum);
  }

  /**
   * The weighted mean of the known words' vectors (unit length), or undefined when none is
   * known or every weight is 0. `weightOf` gets the word and its frequency rank, so callers
   * can weigh rare words above common ones (an IDF from the model's own word order).
   */
  weightedCentroid(
    words: Iterable<string>,
    weightOf: (word: string, rank: number) => number,
    rowOf: (word: string) => number | undefined = this.#rowOf,
  ): Float32Array | undefined {
    const sum = new Float32Array(this.dimensions);
    const rows = this.#rows;
    const dims = this.dimensions;
    let total = 0;
    for (const word of words) {
      const row = rowOf(word);
      if (row === undefined) continue;
      const weight = weightOf(word, row);
      if (!(weight > 0)) continue;
      const offset = row * dims;
      for (let i = 0; i < dims; i += 1) sum[i]! += weight * rows[offset + i]!;
      total += weight;
    }
    return total === 0 ? undefined : normalize(sum);
  }

  /** A word's row as written, else lowercased; undefined when the model does not know it. */
  readonly #rowOf = (word: string): number | undefined =>
    this.#index.get(word) ?? this.#index.get(word.toLowerCase());

  /**
   * A lookup of words' rows (as weightedCentroid's `rowOf`) that remembers every word it was
   * asked, for the words of one document: they repeat, and a small map stays in the processor's
   * cache where the model's index of 100,000 words does not.
   */
  rememberingRows(): (word: string) => number | undefined {
    const known = new Map<string, number | undefined>();
    return (word) => {
      if (known.has(word)) return known.get(word);
      const row = this.#rowOf(word);
      known.set(word, row);
      return row;
    };
  }

  /**
   * The mean of every word's vector weighted by `weightOfRank` of its frequency rank (unit
   * length), or undefined when every weight is 0. Reads the rows in order, without looking
   * words up: one pass over the whole model.
   */
  meanByRank(weightOfRank: (rank: number) => number): Float32Array | undefined {
    const sum = new Float64Array(this.dimensions);
    const rows = this.#rows;
    const dims = this.dimensions;
    let total = 0;
    for (let row = 0; row < this.size; row += 1) {
      const weight = weightOfRank(row);
      if (!(weight > 0)) continue;
      const offset = row * dims;
      for (let i = 0; i < dims; i += 1) sum[i]! += weight * rows[offset + i]!;
      total += weight;
    }
    return total === 0 ? undefined : normalize(Float32Array.from(sum));
  }

  /**
   * The `count` words closest to `target` (a unit vector), most similar first. Scans the
   * whole vocabulary: 10 million byte products, a few milliseconds, and exact, which an
   * approximate index of this size would not repay. `accept` filters candidates (e.g.
   * stop words, the query's own words).
   */
  nearest(
    target: Float32Array,
    count: number,
    accept: (word: string, rank: number) => boolean = () => true,
  ): Neighbour[] {
    const best: Neighbour[] = [];
    const dims = this.dimensions;
    for (let row = 0; row < this.size; row += 1) {
      const offset = row * dims;
      let dot = 0;
      for (let i = 0; i < dims; i += 1) dot += target[i]! * this.#rows[offset + i]!;
      const similarity = dot / this.#scale;
      if (best.length === count && similarity <= best[best.length - 1]!.similarity) continue;
      const word = this.#words[row]!;
      if (!accept(word, row)) continue;
      insertSorted(best, { word, similarity }, count);
    }
    return best;
  }

  #rowVector(row: number): Float32Array {
    const offset = row * this.dimensions;
    const vector = new Float32Array(this.dimensions);
    for (let i = 0; i < this.dimensions; i += 1) vector[i] = this.#rows[offset + i]!;
    return normalize(vector);
  }
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

function normalize(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < vector.length; i += 1) vector[i]! /= norm;
  return vector;
}

function insertSorted(list: Neighbour[], item: Neighbour, limit: number): void {
  let at = list.length;
  while (at > 0 && list[at - 1]!.similarity < item.similarity) at -= 1;
  list.splice(at, 0, item);
  if (list.length > limit) list.pop();
}
