import { type Applicability, LEGAL_TEXTS, TECHNICAL_DOCUMENTATION } from '../applicability.ts';
import type { Widen } from '../signal.ts';
// Semantic Clarity: can a reader, and a model, tell exactly what each sentence says?
// Thresholds are documented in SCORING.md.
export const SEMANTIC_CLARITY_CONFIG = {
  weights: {
    sentenceLength: 0.3,
    longSentences: 0.2,
    readingEase: 0.2,
    paragraphLength: 0.15,
    vagueness: 0.15,
  },
  /** Average words per sentence: full marks at 20 or fewer, none at 32. */
  sentenceWords: { ideal: 20, worst: 32 },
  /** Below this average the text reads as fragments. */
  fragmentWords: 6,
  fragmentScore: 0.6,
  /** Share of sentences over 25 words: full marks up to 20%, none at 50%. */
  longSentenceShare: { ideal: 0.2, worst: 0.5 },
  /** Flesch reading ease: none at 20, full marks at 60 (plain English). */
  readingEase: { worst: 20, ideal: 60 },
  /** Share of paragraphs over 150 words: full marks at none, none at half. */
  longParagraphShare: { ideal: 0, worst: 0.5 },
  /** Words in the longest paragraph: full marks at 150, none at 300. One wall of text is enough to hurt. */
  longestParagraphWords: { ideal: 150, worst: 300 },
  /** Filler and hedge words per 100 words: full marks up to 1.5, none at 5. */
  vaguePer100: { ideal: 1.5, worst: 5 },
  /** How much keyword stuffing lowers this criterion (the others use 0.35). */
  stuffingWeight: 0.7,
} as const;

export type SemanticClarityConfig = Widen<typeof SEMANTIC_CLARITY_CONFIG>;

/** Where each signal applies (assessments/applicability.ts). */
export const SEMANTIC_CLARITY_APPLICABILITY: Applicability = {
  // A changelog's entries are terse by custom and made of the names of what changed: measured
  // as they are, with no advice to write whole sentences or plainer words.
  'sentence-length': { notFor: LEGAL_TEXTS, measuredOnlyFor: ['changelog'] },
  'long-sentences': { notFor: LEGAL_TEXTS },
  // Technical documentation names its subject in the words it has: git's README.Debian was told
  // to "Use plainer words" for "daemon", "repositories" and "configuration". On the technical
  // documents of bench/validity, reading ease hardly follows the reviewer's ranking (Spearman
  // 0.18 over 24), so there it is measured, with no advice.
  'reading-ease': {
    englishOnly: true,
    notFor: LEGAL_TEXTS,
    measuredOnlyFor: ['changelog'],
    measuredOnlyForTechnical: TECHNICAL_DOCUMENTATION,
  },
  'paragraph-length': { notFor: LEGAL_TEXTS },
  vagueness: { englishOnly: true },
};
