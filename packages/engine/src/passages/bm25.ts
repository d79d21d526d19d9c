/**
 * Okapi BM25 (k1 = 1.2, b = 0.75), the keyword ranking most retrieval pipelines start from.
 * Hand-written: it is a dozen lines over terms the engine already has, and a package would
 * bring its own tokenizer, which would disagree with the document model's.
 */
export interface KeywordIndex {
  /** One score per passage, in the order the passages were given. */
  score(terms: readonly string[]): number[];
}

const K1 = 1.2;
const B = 0.75;

export function createKeywordIndex(passages: readonly (readonly string[])[]): KeywordIndex {
  const counts = passages.map((terms) => {
    const map = new Map<string, number>();
    for (const term of terms) map.set(term, (map.get(term) ?? 0) + 1);
    return map;
  });
  const frequency = new Map<string, number>();
  for (const map of counts)
    for (const term of map.keys()) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const total = passages.reduce((sum, terms) => sum + terms.length, 0);
  const averageLength = passages.length > 0 ? total / passages.length : 0;
  const idf = (term: string) => {
    const n = frequency.get(term) ?? 0;
    return Math.log(1 + (passages.length - n + 0.5) / (n + 0.5));
  };
  return {
    score(terms) {
      const asked = [...new Set(terms)];
      return counts.map((map, index) => {
        const length = passages[index]?.length ?? 0;
        let score = 0;
        for (const term of asked) {
          const tf = map.get(term) ?? 0;
          if (tf === 0) continue;
          score +=
            (idf(term) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / (averageLength || 1)));
        }
        return score;
      });
    },
  };
}
