import type { AnswerType } from '../passages/types.ts';

// Target questions (issue 36): the writer names the questions the text should be cited for,
// and the engine says, for each, which passage a retriever finds first, whether a passage
// answers it, and the smallest honest edit that makes the answering passage the one found.

/** The most targets one request names, and the longest one (a question or a keyphrase). */
export const MAX_TARGET_QUESTIONS = 10;
export const MAX_TARGET_QUESTION_LENGTH = 200;

/**
 * answered-first: a passage holds an answer of the question's type and a retriever ranks it
 * first; answered-buried: one does, but another passage is ranked above it by both
 * retrievers; not-answered: no passage holds an answer of its type.
 */
export type TargetVerdict = 'answered-first' | 'answered-buried' | 'not-answered';

export interface TargetPassage {
  /** 1-based, as the citation map numbers passages. */
  number: number;
  /** The passage's heading, or its first words. */
  label: string;
}

export interface RankedTargetPassage extends TargetPassage {
  /** Rank among the passages by keyword (BM25); 1 is first. */
  keywordRank: number;
  /** Rank by meaning (word vectors); null when not tested (no vectors, unknown words). */
  semanticRank: number | null;
  /** The better of the two ranks: what a pipeline that merges both retrievers would see. */
  rank: number;
}

export interface TargetAnswer extends RankedTargetPassage {
  /** The passage's sentence that answers the question (of its answer type), as written. */
  quote: string;
}

/** For a target no passage answers: what a good answer would hold, from what the text has. */
export interface TargetOutline {
  /** One line: the kind of answer ("a price with its currency"). */
  answerShape: string;
  /** Sentences of the text nearest the question that a writer can build the answer from. */
  nearbyFacts: string[];
  /** A suggested outline for the section that would answer it. */
  outline: string[];
}

export interface TargetReport {
  question: string;
  answerType: AnswerType;
  verdict: TargetVerdict;
  /** The passage ranked first by keyword (BM25), or null when no passage matches a term. */
  firstByKeyword: TargetPassage | null;
  /** The passage ranked first by meaning, or null without word vectors. */
  firstByMeaning: TargetPassage | null;
  /** The best-ranked passage holding an answer of the question's type, or null. */
  answer: TargetAnswer | null;
  /** A plain note for the writer: the verdict in words, and what to do. */
  note: string;
  /** Only for not-answered. */
  outline: TargetOutline | null;
}

/** A target on the improvement side: its report on the original and on the rewrite. */
export interface TargetImprovement {
  question: string;
  answerType: AnswerType;
  before: TargetReport;
  after: TargetReport;
  /** Ids of the proposed edits made for this target (empty for a target not answered). */
  editIds: string[];
  /**
   * Set when a rewrite claims to answer the target (its question as a heading, or an LLM's
   * rewrite given the target) but no passage of it answers: the writer is told so.
   */
  warning: string | null;
}
