import {
  type Applicability,
  NO_LENGTH_TARGET,
  NO_OUTSIDE_EVIDENCE,
  ONE_POINT_TEXTS,
  PRIMARY_TEXTS,
  TECHNICAL_TEXTS,
  TECHNICAL_WHEN_WORDED,
} from '../applicability.ts';
import type { Widen } from '../signal.ts';
// Topical Depth & Coverage: does the text treat the subject fully enough to be the source?
// Thresholds are documented in SCORING.md.
export const TOPICAL_DEPTH_CONFIG = {
  weights: {
    length: 0.3,
    sections: 0.2,
    variety: 0.15,
    vocabulary: 0.15,
    examples: 0.1,
    specifics: 0.1,
  },
  /** Words: none at 150, full marks at 900. */
  words: { from: 150, to: 900 },
  /** A section counts as a subtopic from this many words under its own heading. */
  sectionMinWords: 50,
  sectionsExpected: 4,
  /** Below 900 words, one section is expected per this many words (at least one). */
  wordsPerSection: 225,
  /** Moving-average type-token ratio of content words: none at 0.55, full marks at 0.8. */
  variety: { from: 0.55, to: 0.8 },
  /** Distinct content words: none at 40, full marks at 250. */
  distinctWords: { from: 40, to: 250 },
  examplesExpected: 3,
  /** Sentences with a statistic or a name per 100 words: none at 0.3, full marks at 2. */
  specificsPer100: { from: 0.3, to: 2 },
  stuffingWeight: 0.35,
} as const;

export type TopicalDepthConfig = Widen<typeof TOPICAL_DEPTH_CONFIG>;

/** Where each signal applies (assessments/applicability.ts). */
export const TOPICAL_DEPTH_APPLICABILITY: Applicability = {
  length: { notFor: NO_LENGTH_TARGET, notForTechnical: TECHNICAL_WHEN_WORDED, keptWhenMet: true },
  // A licence's wording and scope are its terms: no synonyms, no new sections asked of it.
  // A changelog records what changed, release by release: it is not asked for new sections
  // or more of a topic's vocabulary, though how much it covers is still measured.
  // A pointer note's subject is the documentation it points to, and a project policy's
  // sections are the rules its project decided (tslib's and TypeScript's security policies, 320
  // words each): neither is asked for more sections, vocabulary or examples.
  // A manual page's sections are the ones its kind has (NAME, SYNOPSIS, DESCRIPTION, OPTIONS):
  // apropos(1) in Spanish was told to "add sections on related questions".
  subtopics: {
    notFor: ['licence', ...ONE_POINT_TEXTS],
    measuredOnlyFor: ['changelog', 'reference'],
  },
  // A changelog names what changed, release after release: its words recur by custom.
  // Technical documentation calls one thing by one name: a synonym for an option, a function or
  // a package names another one. cookie's README, coreutils' README.Debian and chsh(1) were told
  // to "use related terms and synonyms"; the variety is still measured and scored.
  variety: {
    englishOnly: true,
    notFor: ['licence'],
    measuredOnlyFor: TECHNICAL_TEXTS,
    measuredOnlyForTechnical: TECHNICAL_WHEN_WORDED,
  },
  // Its content words are told apart by English function words: in Biome's README in French
  // "le", "des" and "une" counted, in Japanese the segmenter's pieces, and the text was told to
  // "use more of the topic's vocabulary" beside the notice that vocabulary is left neutral.
  // A technical how-to or FAQ has no length target, and 250 distinct words take about 900: the
  // advice would ask for the length it is not asked for. file's README.Debian, 134 words on
  // adding magic files, was told to "name the parts, methods and related ideas of the subject".
  // The score still counts them; scaling the target with length instead lowered validity to
  // 0.758.
  vocabulary: {
    englishOnly: true,
    notFor: ['licence', ...ONE_POINT_TEXTS],
    measuredOnlyFor: ['changelog', 'reference'],
    measuredOnlyForTechnical: TECHNICAL_WHEN_WORDED,
  },
  examples: { englishOnly: true, notFor: [...PRIMARY_TEXTS, ...ONE_POINT_TEXTS] },
  specifics: { notFor: NO_OUTSIDE_EVIDENCE, notForTechnical: TECHNICAL_WHEN_WORDED },
};
