import type { Widen } from '../signal.ts';

// Retrievability & Extractability: is each passage found first for the questions it answers,
// and can it be quoted as the answer? Computed from the retrieval test of src/passages;
// thresholds are documented in SCORING.md.
export const RETRIEVABILITY_CONFIG = {
  /**
   * The first four read what a passage's score reads (src/passages/score-passage.ts);
   * coverage adds what one passage cannot show: how much of the text can be cited. Without
   * it a short text whose two passages trivially win their few questions outscored long,
   * well-sectioned ones.
   */
  weights: {
    foundByKeyword: 0.25,
    foundByMeaning: 0.25,
    quotableAnswers: 0.15,
    answeringPassages: 0.1,
    coverage: 0.25,
  },
  /** Questions answered (found and quotable) per 100 words of prose. */
  answeredPer100Words: { from: 0.3, to: 2 },
  /** Share of the questions whose passage holds a quotable answer to them. */
  quotableShare: { from: 0.1, to: 0.7 },
  /** Share of prose passages that answer a question of their own and can be quoted. */
  answeringShare: { from: 0.1, to: 0.7 },
  /** Prose passages shorter than this are labels and captions, not answers. */
  minAnsweringWords: 15,
  stuffingWeight: 0.35,
  /** Kept for the answer-first opening that Conversational alignment shares (score-opening.ts). */
  opening: {
    definition: 1,
    direct: 0.85,
    indirect: 0.4,
    question: 0.35,
    preamble: 0.1,
    none: 0,
  },
} as const;

export type RetrievabilityConfig = Widen<typeof RETRIEVABILITY_CONFIG>;
