import { type Applicability, PRIMARY_TEXTS } from '../applicability.ts';
import type { Widen } from '../signal.ts';
// Structured Formatting: does the layout show the topics, steps and facts at a glance?
// Thresholds are documented in SCORING.md.
export const STRUCTURED_FORMATTING_CONFIG = {
  weights: {
    headings: 0.25,
    sectionLength: 0.25,
    listsAndTables: 0.25,
    paragraphShape: 0.15,
    hierarchy: 0.1,
  },
  /** About one heading per this many words. */
  wordsPerHeading: 300,
  /** Texts shorter than this need no heading; without one they get this score. */
  shortText: { words: 150, score: 0.6 },
  /** Words in the longest stretch without a heading: full marks at 300, none at 600. */
  sectionWords: { ideal: 300, worst: 600 },
  /** Lists and tables expected: 2 from 300 words, 1 below. */
  listsExpected: { longText: 2, shortText: 1, longTextWords: 300 },
  /** Average paragraph words: full marks at 120 or fewer, none at 220. */
  paragraphWords: { ideal: 120, worst: 220 },
  /** Hierarchy: each skipped level or extra H1 costs this much. */
  hierarchyPenalty: 0.35,
  hierarchyWithoutHeadings: 0.5,
  stuffingWeight: 0.35,
} as const;

export type StructuredFormattingConfig = Widen<typeof STRUCTURED_FORMATTING_CONFIG>;

/** Where each signal applies (assessments/applicability.ts). */
export const STRUCTURED_FORMATTING_APPLICABILITY: Applicability = {
  // A licence or changelog is read as the text it is; lists are not asked of it.
  // A pointer note of a few lines (debconf's README.Debian) has nothing to list or to head.
  // A changelog's entries are in the format its tools read: adduser's NEWS.Debian, in prose
  // paragraphs, was told to turn them into lists. Its lists are still measured.
  'lists-and-tables': { notFor: ['licence', 'note'], measuredOnlyFor: ['changelog'] },
  // Nor is a licence cut into new sections: its clauses are numbered as its authors wrote them.
  // A changelog's sections are its releases, in the format its tools read (a Debian NEWS file
  // has no headings to add).
  // A short answer needs one heading, its question, and the question-heading signal of
  // Conversational Alignment asks for it; a heading every 300 words does not apply.
  headings: { notFor: [...PRIMARY_TEXTS, 'note', 'brief'] },
  hierarchy: { notFor: [...PRIMARY_TEXTS, 'note', 'brief'] },
  'section-length': { notFor: [...PRIMARY_TEXTS, 'note'] },
  // A changelog all in list items (dayjs's) has no paragraph to shorten.
  'paragraph-shape': { notFor: ['licence'], measuredOnlyFor: ['changelog'] },
};
