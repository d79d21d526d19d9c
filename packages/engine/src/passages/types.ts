// The page as retrieval systems see it (DESIGN.md 4): passages, the questions each one
// answers in its own words, and how a keyword and a semantic retriever rank it for them.

/**
 * Prose passages are what a retriever indexes and quotes; the other kinds are recognised so
 * that they are never read as prose (a code line is not a sentence, a YAML key not a claim).
 */
export type PassageKind =
  | 'prose'
  | 'list'
  | 'table'
  | 'code'
  | 'comment'
  | 'front-matter'
  | 'link-definitions'
  /** A row of links with next to no words of its own: a menu, a language switcher. */
  | 'navigation';

export interface PassageSentence {
  text: string;
  /** Lowercased word tokens, as the document model makes them. */
  words: string[];
  /**
   * Credits a study, an expert or a share with no source a reader can check
   * (isUnverifiableEvidence): a claim to verify, not an answer to quote as it stands.
   */
  isUnsourcedClaim?: boolean;
}

export interface Passage {
  /** 0-based position among the document's passages. */
  index: number;
  kind: PassageKind;
  /** The heading (or FAQ question) the passage stands under; null before the first one. */
  heading: string | null;
  /** The heading is a question: a question heading, a "Q:" line or a numbered FAQ question. */
  isQuestionLed: boolean;
  sentences: PassageSentence[];
  wordCount: number;
}

/** Where a question comes from: a heading, the text's own question (question heading, FAQ), a definition or a statement. */
export type QuestionSource = 'heading' | 'question' | 'definition' | 'statement';

/**
 * The answer a question asks for: an amount of money ("what does it cost"), a number ("how
 * many"), a date ("when"), a duration ("how long"), steps ("how do I"), a definition ("what
 * is"), a comparison, whether something is safe, or, for a writer's own open question ("why…"), any sentence quotable
 * as its answer.
 */
export type AnswerType =
  | 'cost'
  | 'amount'
  | 'date'
  | 'duration'
  | 'steps'
  | 'definition'
  | 'comparison'
  | 'safety'
  | 'open';

export interface DerivedQuestion {
  text: string;
  source: QuestionSource;
  type: AnswerType;
  /** Index of the passage whose words the question comes from. */
  passage: number;
  /** The question's content terms (lowercase), what a retriever is asked. */
  terms: string[];
}

/** How one retriever ranked the passages for a question. */
export interface RetrieverRank {
  /** 1 when the passage is first; ties count against it. */
  rank: number;
  /** Own score minus the best other passage's (BM25 points or cosine), negative when beaten. */
  margin: number;
  /** The retriever found something to match at all (BM25 above 0, cosine above its floor). */
  isMatched: boolean;
  /** Index of the passage ranked above all others when it is not this one, else null. */
  ahead: number | null;
}

/**
 * An answer AI search can quote as it stands: one sentence of roughly 15 to 60 words, or a shorter
 * definition that names its subject's class and what sets it apart (isCompleteDefinition).
 */
export const QUOTABLE_WORDS = { min: 15, max: 60 } as const;

export interface QuotableAnswer {
  text: string;
  wordCount: number;
}

export interface QuestionTest {
  question: DerivedQuestion;
  keyword: RetrieverRank;
  /** Absent when no word vectors were given to the engine, or they know none of its words. */
  semantic: RetrieverRank | null;
  /**
   * Word vectors were given but know none of the question's words ("What are LZMA and
   * LZMA2?"): a retriever by meaning cannot find the passage for it.
   */
  isUnknownInMeaning?: boolean;
  /**
   * Cosine of the question's meaning with the passage's once both lose the direction every
   * English text shares (SemanticScores.closeness): how near they are in what they are about,
   * which sets the passage apart from other pages too. Absent when the semantic retriever did
   * not read the question.
   */
  closeness?: number;
  /** Share of the question's terms the passage holds, 0 to 1 (what the keyword match reads). */
  coverage: number;
  /**
   * 0 to 1: how much of the question's wording the passage holds, each word weighted by how
   * rare it is in English (measureWording): what finds it among other pages, not only its own.
   */
  wording: number;
  /** The passage comes first, with a match, by keyword or by meaning. */
  isFound: boolean;
  /** A self-contained sentence of the passage that answers it, or null. */
  answer: QuotableAnswer | null;
  /** The body answers the question: found first by a retriever and quotable as it stands. */
  isAnswered: boolean;
  /**
   * The passage's sentence holding an answer of the question's type (a price for "how much
   * does it cost", a date for "when"; findTypedAnswer), or null: what the citation map cites.
   */
  typedAnswer: QuotableAnswer | null;
}

export interface PassageTest {
  passage: Passage;
  questions: QuestionTest[];
  /** The passage's quotable sentences (15-60 words, naming their subject). */
  quotable: QuotableAnswer[];
}

export interface RetrievalTest {
  passages: Passage[];
  tests: PassageTest[];
  /** The semantic retriever took part (word vectors were given). */
  hasSemantic: boolean;
}
