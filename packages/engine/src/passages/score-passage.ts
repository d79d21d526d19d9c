import type { PassageTest, QuestionSource, QuestionTest, RetrieverRank } from './types.ts';

// How well one question finds its passage, as a number: the passage's standing with each
// retriever among the page's passages, how much of the question's distinctive wording it
// holds (what finds it among other pages), and whether it holds a quotable answer. Chosen on
// the tuning files of bench/retrieval and reported on held-out files too
// (SCORING.md, "Passages and the citation map").

/**
 * The semantic retriever weighs less than the keyword one: centroids of word vectors find the
 * true answer about half as often as BM25 on the benchmark's real questions (MRR 0.41 against
 * 0.76), so its rank is the weaker evidence.
 */
export const QUESTION_WEIGHTS = { keyword: 0.3, semantic: 0.2, wording: 0.4, quotable: 0.1 };
/** A lead this large over the next passage gives full credit: BM25 points, and cosine. */
export const FULL_MARGIN = { keyword: 2, semantic: 0.1 } as const;
/** Credit of a first place won by a hair; places below share it (second half, third a third). */
const FIRST_PLACE = 0.6;
/**
 * The question a passage's heading (or FAQ question) asks counts this many times one made
 * from its own sentences: the heading is worded as a reader asks, while a question made of
 * the passage's own words finds it almost by construction and says little about a stranger's.
 */
export const READER_QUESTION_WEIGHT = 3;

/** 0 when the retriever does not match the passage; from 0.6 up when it ranks it first. */
export function creditRank(rank: RetrieverRank | null, fullMargin: number): number {
  if (!rank?.isMatched) return 0;
  return creditPlace(rank, fullMargin);
}

/** From 0.6 up for a first place, by its lead over the next passage; a share of it below. */
function creditPlace(rank: RetrieverRank, fullMargin: number): number {
  if (rank.rank > 1) return FIRST_PLACE / rank.rank;
  return FIRST_PLACE + (1 - FIRST_PLACE) * Math.min(1, Math.max(0, rank.margin) / fullMargin);
}

/**
 * The keyword rank counts whenever the passage holds one of the question's terms, not only when it
 * holds half of them (the match the citation map reports): a search engine returns its best
 * passages for a long, specific question (a quoted error message with the context it appeared in)
 * though none holds half its words, and how much of the wording the passage holds is the wording
 * part's to say. On the tuning files the half-the-terms rule left the keyword credit at 0 for such
 * questions that BM25 ranked first among all the benchmark's answers.
 */
function creditKeyword(test: QuestionTest): number {
  return test.coverage > 0 ? creditPlace(test.keyword, FULL_MARGIN.keyword) : 0;
}

/**
 * Closeness of meaning (the cosine once the direction every English text shares is taken
 * out) at which the semantic part starts to count, and at which it counts in full: on the
 * tuning files a question sits at about 0.4 from a typical passage of another file (the
 * median), and at 0.7 from no more than one in a hundred of them; from its own answer, 0.63
 * (the median).
 */
export const CLOSENESS = { unrelated: 0.4, full: 0.7 } as const;

/** 0 to 1: how much closer in meaning the passage is than a typical passage of another page. */
export function creditCloseness(closeness: number): number {
  const { unrelated, full } = CLOSENESS;
  return Math.min(1, Math.max(0, (closeness - unrelated) / (full - unrelated)));
}

/**
 * Half the passage's place among its page's passages by meaning, half how close in meaning
 * it is beyond what all English text shares: a passage first on its page can still lose to
 * another page's, and a retriever by meaning ranks it against those too (as the keyword
 * side has its rank and the wording part).
 */
function creditMeaning(test: QuestionTest, rank: RetrieverRank): number {
  return (creditRank(rank, FULL_MARGIN.semantic) + creditCloseness(test.closeness ?? 0)) / 2;
}

/** 0 to 1; without word vectors the other parts share the semantic part's weight. */
export function scoreQuestion(test: QuestionTest): number {
  const w = QUESTION_WEIGHTS;
  const parts = [
    w.keyword * creditKeyword(test),
    w.wording * test.wording,
    w.quotable * (test.answer ? 1 : 0),
  ];
  let total = w.keyword + w.wording + w.quotable;
  if (test.semantic) {
    parts.push(w.semantic * creditMeaning(test, test.semantic));
    total += w.semantic;
  } else if (test.isUnknownInMeaning) {
    // Vectors that know none of the question's words cannot find the passage by its meaning:
    // that is a miss, not a part left out (on the tuning files such questions ranked their
    // answer last of all by meaning).
    total += w.semantic;
  }
  return parts.reduce((sum, part) => sum + part, 0) / total;
}

const isReaderQuestion = (source: QuestionSource) => source === 'heading' || source === 'question';

/**
 * 0 to 100: the mean of its questions' scores, its heading's question counting
 * READER_QUESTION_WEIGHT times; a passage that answers no question scores 0.
 */
export function scorePassage(test: PassageTest): number {
  let sum = 0;
  let weights = 0;
  for (const question of test.questions) {
    const weight = isReaderQuestion(question.question.source) ? READER_QUESTION_WEIGHT : 1;
    sum += weight * scoreQuestion(question);
    weights += weight;
  }
  return weights === 0 ? 0 : Math.round((sum / weights) * 100);
}
