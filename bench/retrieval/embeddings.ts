import type { WordVectors } from '@citable/engine';

/**
 * Semantic retrieval with the word vectors that ship with the engine (GloVe, 100 dimensions,
 * the 100,000 most frequent English words; packages/engine/models/glove-100k). A text's vector
 * is the mean of its words' vectors weighted by their IDF in the indexed corpus; similarity is
 * the cosine. The corpus IDF (not the engine's frequency-rank weight) keeps the benchmark's
 * retriever a fair judge rather than a copy of what the engine predicts with.
 */
export function createEmbeddingRanker(
  vectors: WordVectors,
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
  const embed = (tokens: string[]) => vectors.weightedCentroid(tokens, (token) => idf(token));
  const documentVectors = documents.map(embed);
  return (query) => {
    const q = embed(query);
    return documentVectors.map((d) => {
      if (!q || !d) return 0;
      let dot = 0;
      for (let i = 0; i < q.length; i += 1) dot += (q[i] ?? 0) * (d[i] ?? 0);
      return dot;
    });
  };
}
