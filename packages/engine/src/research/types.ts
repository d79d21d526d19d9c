import type { Heading, Paragraph, Sentence } from '../document/types.ts';

// Measurements of one document, computed once (STYLE.md convention 7). Every assessment reads
// these and nothing else, so an assessment can be tested with a hand-made research object.

export interface ReadabilityResearch {
  /** Sentences of paragraphs and quotes; list items and table rows are fragments by design. */
  sentenceCount: number;
  /** In English words: Chinese and Japanese counts are divided by `wordScale`. */
  averageSentenceWords: number;
  longSentences: Sentence[];
  /** Segmented words for each English word (`segmentedWordScale`); absent means 1. */
  wordScale?: number;
  fleschReadingEase: number;
  vagueWords: number;
  vagueExamples: string[];
}

export interface ParagraphResearch {
  count: number;
  averageWords: number;
  longParagraphs: Paragraph[];
  /** Paragraphs that open by leaning on the text before them ("This", "However"...). */
  dangling: Paragraph[];
  /** Paragraphs a retriever can lift whole: a fitting length and no dangling opening. */
  selfContained: Paragraph[];
}

export interface StructureResearch {
  headingCount: number;
  /** Words of definition lists (a manual's options): read by their terms, as by subheadings. */
  definitionWords?: number;
  genericHeadings: Heading[];
  listCount: number;
  listItemCount: number;
  /** Definition lists (a manual's options set out term by term). */
  definitionListCount: number;
  tableCount: number;
  quoteBlockCount: number;
  longestSection: { words: number; heading: string | null };
  skippedLevels: number;
  h1Count: number;
}

export interface SourceResearch {
  linkCount: number;
  externalDomains: string[];
  citationMarks: number;
  /** Sentences that carry a link, a citation mark or a named attribution. */
  sourcedSentences: Sentence[];
  statisticSentences: Sentence[];
  dates: string[];
  quotations: number;
  attributedQuotations: number;
  namedSources: string[];
  experienceSentences: Sentence[];
  /** Sentences with a number (other than a year) or a superlative. */
  claimCount: number;
  /** Claims with no source in their passage. */
  unsupportedClaims: Sentence[];
}

export type OpeningKind = 'definition' | 'direct' | 'indirect' | 'preamble' | 'question' | 'none';

export interface RetrievalResearch {
  definitions: Sentence[];
  opening: { kind: OpeningKind; sentence: Sentence | null };
  hasSummary: boolean;
  concreteSentences: number;
}

/** Which language the text is written in, judged from function words. */
export interface LanguageGuess {
  /** False when another language's function words outnumber the English ones. */
  isEnglish: boolean;
  /** The other language, when the text is not English ("German"); null for English. */
  name: string | null;
  englishShare: number;
  foreignShare: number;
}

export interface VocabularyResearch {
  tokenCount: number;
  language: LanguageGuess;
  /** Linking words among the words of sentences: codes, numbers and runs of names left out. */
  functionWordShare: number;
  /** The same among every token, as a changelog's terse entries are judged. */
  functionWordShareOfAllTokens?: number;
  distinctContentWords: number;
  /** Moving-average type-token ratio of content words (window of 50). */
  lexicalVariety: number;
  /** The word or two-word phrase taking the largest share of the text. */
  topTerm: { term: string; count: number; share: number } | null;
  repeatedSentences: { text: string; count: number }[];
  /** 1 minus the share of sentences that are extra copies (a second copy counts a fifth). */
  uniqueSentenceShare: number;
  loremShare: number;
  /** "For example", "such as" and the like, and code examples (count-code-examples.ts). */
  exampleMarkers: number;
  secondPersonPer100: number;
  /** Sentences that open on an instruction ("Check that...", "Run the tests"), per 100 words. */
  instructionsPer100?: number;
}

export interface AnsweredQuestion {
  heading: Heading;
  answer: Sentence | null;
  isDirect: boolean;
}

export interface ConversationResearch {
  questionHeadings: AnsweredQuestion[];
  hasFaq: boolean;
  bodyQuestions: number;
}
