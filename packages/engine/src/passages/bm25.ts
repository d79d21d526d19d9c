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

interface Posting {
  passage: number;
  frequency: number;
}

export function createKeywordIndex(passages: readonly (readonly string[])[]): KeywordIndex {
  // Postings per term, so that a question visits only the passages holding its terms: every
  // question is asked of every passage, and a long page has hundreds of each.
  const postings = new Map<string, Posting[]>();
  passages.forEach((terms, passage) => {
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, frequency] of counts) {
      const list = postings.get(term);
      if (list) list.push({ passage, frequency });
      else postings.set(term, [{ passage, frequency }]);
    }
  });
  const total = passages.reduce((sum, terms) => sum + terms.length, 0);
  const averageLength = passages.length > 0 ? total / passages.length : 0;
  const lengthFactor = passages.map(
    (terms) => K1 * (1 - B + (B * terms.length) / (averageLength || 1)),
  );
  return {
    score(terms) {
      const scores = new Array<number>(passages.length).fill(0);
      for (const term of new Set(terms)) {
        const list = postings.get(term);
        if (!list) continue;
        const n = list.length;
        const idf = Math.log(1 + (passages.length - n + 0.5) / (n + 0.5));
        for (const { passage, frequency } of list)
          scores[passage]! += (idf * frequency * (K1 + 1)) / (frequency + lengthFactor[passage]!);
      }
      return scores;
    },
  };
}
