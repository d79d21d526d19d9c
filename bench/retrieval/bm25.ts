/**
 * Okapi BM25 (k1 = 1.2, b = 0.75) over pre-tokenised documents. Written out here rather than
 * taken from a package: the benchmark must index the original and the rewritten corpus with
 * exactly the same tokens, and the formula is a dozen lines.
 */
export function createBm25(documents: string[][]): (query: string[]) => number[] {
  const k1 = 1.2;
  const b = 0.75;
  const averageLength = documents.reduce((sum, doc) => sum + doc.length, 0) / documents.length;
  const frequencies = documents.map((doc) => {
    const counts = new Map<string, number>();
    for (const token of doc) counts.set(token, (counts.get(token) ?? 0) + 1);
    return counts;
  });
  const documentFrequency = new Map<string, number>();
  for (const counts of frequencies) {
    for (const token of counts.keys()) {
      documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
    }
  }
  const idf = (token: string) => {
    const n = documentFrequency.get(token) ?? 0;
    return Math.log(1 + (documents.length - n + 0.5) / (n + 0.5));
  };
  return (query) =>
    frequencies.map((counts, index) => {
      const length = documents[index]?.length ?? 0;
      let score = 0;
      for (const token of new Set(query)) {
        const tf = counts.get(token) ?? 0;
        if (tf === 0) continue;
        score += (idf(token) * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / averageLength));
      }
      return score;
    });
}
