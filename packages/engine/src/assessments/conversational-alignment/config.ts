import {
  type Applicability,
  LEGAL_TEXTS,
  NOT_QUESTION_LED,
  TECHNICAL_DOCUMENTATION,
} from '../applicability.ts';
import { RETRIEVABILITY_CONFIG } from '../retrievability/config.ts';
import type { Widen } from '../signal.ts';

// Alignment with Conversational Queries: does the text answer the questions people ask an AI,
// in the words they ask them? Thresholds are documented in SCORING.md.
export const CONVERSATIONAL_ALIGNMENT_CONFIG = {
  weights: {
    questionHeadings: 0.3,
    directAnswers: 0.25,
    faq: 0.1,
    answerFirst: 0.1,
    address: 0.1,
    plainLanguage: 0.15,
  },
  /**
   * Question headings expected: 40% of headings, at least 2; at least 1 for a text shorter
   * than `oneSectionWords`, which holds one section (one heading per 300 words, as Structured
   * Formatting expects): a single answer is headed by its one question.
   */
  questionHeadingShare: 0.4,
  minQuestionHeadings: 2,
  oneSectionWords: 300,
  /** FAQ: full marks for a section, half for three or more questions in the body. */
  faq: { section: 1, bodyQuestions: 3, bodyScore: 0.5 },
  opening: RETRIEVABILITY_CONFIG.opening,
  /** "You" per 100 words: none at 0, full marks at 1.5. */
  youPer100: { from: 0, to: 1.5 },
  /** Flesch reading ease: none at 30, full marks at 70 (how people talk). */
  readingEase: { from: 30, to: 70 },
  stuffingWeight: 0.35,
} as const;

export type ConversationalAlignmentConfig = Widen<typeof CONVERSATIONAL_ALIGNMENT_CONFIG>;

/** Where each signal applies (assessments/applicability.ts). */
export const CONVERSATIONAL_ALIGNMENT_APPLICABILITY: Applicability = {
  'question-headings': { notFor: NOT_QUESTION_LED },
  'direct-answers': { notFor: NOT_QUESTION_LED },
  // A short answer is one entry of an FAQ, not a page to end with one.
  faq: { englishOnly: true, notFor: [...NOT_QUESTION_LED, 'readme', 'policy', 'brief'] },
  address: { englishOnly: true, notFor: NOT_QUESTION_LED },
  // A changelog's entries are worded as its tools and readers expect: its reading ease is
  // measured, as Semantic Clarity measures it there, with no warning that "spoken questions are
  // answered best at 70" (chromium's NEWS.Debian).
  // Nor is technical documentation told to be plainer (Semantic Clarity's reading ease says why).
  'plain-language': {
    englishOnly: true,
    notFor: LEGAL_TEXTS,
    measuredOnlyFor: ['changelog'],
    measuredOnlyForTechnical: TECHNICAL_DOCUMENTATION,
  },
  'answer-first': { notFor: LEGAL_TEXTS },
};
