import { loadWordVectors } from '@citable/engine/word-vectors.server';
import { cosine } from '../../packages/engine/src/semantic/word-vectors.ts';
import { createBm25 } from './bm25.ts';
import { tokenize } from './tokenize.ts';

/** Scores every indexed text for a query: higher is a better match. */
export type Scorer = (query: string) => number[];

/** Markdown marks are not words: a retriever indexes the text the reader sees. */
export const plain = (markdown: string) => markdown.replace(/[#*_`>|]/g, ' ');

export function bm25Scorer(texts: readonly string[]): Scorer {
  const index = createBm25(texts.map((text) => tokenize(plain(text), true)));
  return (query) => index(tokenize(query, true));
}

/** IDF-weighted centroid of the shipped GloVe vectors (IDF from the indexed texts), cosine. */
export function semanticScorer(texts: readonly string[]): Scorer {
  const vectors = loadWordVectors();
  const documents = texts.map((text) => tokenize(plain(text), false));
  const frequency = new Map<string, number>();
  for (const doc of documents)
    for (const token of new Set(doc)) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  const idf = (token: string) =>
    Math.log((documents.length + 1) / ((frequency.get(token) ?? 0) + 1)) + 1;
  const embed = (tokens: string[]) => {
    const sum = new Float32Array(100);
    for (const token of tokens) {
      const vector = vectors.vector(token);
      if (!vector) continue;
      const weight = idf(token);
      for (let i = 0; i < sum.length; i++) sum[i] = (sum[i] ?? 0) + weight * (vector[i] ?? 0);
    }
    return sum;
  };
  const embedded = documents.map(embed);
  return (query) => {
    const vector = embed(tokenize(query, false));
    return embedded.map((doc) => cosine(doc, vector));
  };
}

export const RETRIEVERS = [
  ['keyword (BM25)', bm25Scorer],
  ['semantic (GloVe 100-d)', semanticScorer],
] as const;

/** Rank of the best relevant text; ties count against it: it must beat the others to be found. */
export function rankOf(scores: readonly number[], relevant: ReadonlySet<number>): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const index of relevant) best = Math.max(best, scores[index] ?? 0);
  return scores.filter((score, index) => !relevant.has(index) && score >= best).length + 1;
}

export const mrrAt10 = (ranks: readonly number[]) =>
  ranks.reduce((sum, rank) => sum + (rank <= 10 ? 1 / rank : 0), 0) / ranks.length;
