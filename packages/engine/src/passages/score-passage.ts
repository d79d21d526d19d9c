import type { PassageTest, QuestionTest, RetrieverRank } from './types.ts';

// How well one question finds its passage, as a number: the passage's standing with each
// retriever, whether it holds a quotable answer, and whether it is both found and quotable.
// The weights and scales are the ones that predicted real retrieval best on the Debian FAQ
// pairs of bench/retrieval (SCORING.md, "Passages and the citation map").

export const QUESTION_WEIGHTS = { keyword: 0.35, semantic: 0.35, quotable: 0.15, answered: 0.15 };
/** A lead this large over the next passage gives full credit: BM25 points, and cosine. */
export const FULL_MARGIN = { keyword: 2, semantic: 0.1 } as const;
/** Credit of a first place won by a hair; places below share it (second half, third a third). */
const FIRST_PLACE = 0.6;

/** 0 when the retriever does not match the passage; from 0.6 up when it ranks it first. */
export function creditRank(rank: RetrieverRank | null, fullMargin: number): number {
  if (!rank?.isMatched) return 0;
  if (rank.rank > 1) return FIRST_PLACE / rank.rank;
  return FIRST_PLACE + (1 - FIRST_PLACE) * Math.min(1, Math.max(0, rank.margin) / fullMargin);
}

/** 0 to 1; without a semantic rank (no vectors, unknown words) the other parts share its weight. */
export function scoreQuestion(test: QuestionTest): number {
  const w = QUESTION_WEIGHTS;
  const parts = [
    w.keyword * creditRank(test.keyword, FULL_MARGIN.keyword),
    w.quotable * (test.answer ? 1 : 0),
    w.answered * (test.isAnswered ? 1 : 0),
  ];
  let total = w.keyword + w.quotable + w.answered;
  if (test.semantic) {
    parts.push(w.semantic * creditRank(test.semantic, FULL_MARGIN.semantic));
    total += w.semantic;
  }
  return parts.reduce((sum, part) => sum + part, 0) / total;
}

/** 0 to 100: the mean of its questions' scores; a passage that answers no question scores 0. */
export function scorePassage(test: PassageTest): number {
  if (test.questions.length === 0) return 0;
  const mean = test.questions.reduce((sum, q) => sum + scoreQuestion(q), 0) / test.questions.length;
  return Math.round(mean * 100);
}
