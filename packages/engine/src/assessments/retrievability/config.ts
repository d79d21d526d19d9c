import type { OpeningKind } from '../../research/types.ts';
import type { Widen } from '../signal.ts';

// Retrievability & Extractability: can a retriever lift a passage and use it as an answer?
// Thresholds are documented in SCORING.md.
export const RETRIEVABILITY_CONFIG = {
  weights: {
    selfContained: 0.25,
    definitions: 0.15,
    answerFirst: 0.2,
    descriptiveHeadings: 0.1,
    extractable: 0.1,
    summary: 0.05,
    concreteness: 0.15,
  },
  /** Share of paragraphs that stand alone: none at 10%, full marks at 60%. */
  selfContainedShare: { from: 0.1, to: 0.6 },
  definitionsExpected: 2,
  /** Value of each kind of opening sentence. */
  opening: {
    definition: 1,
    direct: 0.85,
    indirect: 0.4,
    question: 0.35,
    preamble: 0.1,
    none: 0,
  } satisfies Record<OpeningKind, number>,
  listsAndTablesExpected: 2,
  /** Texts shorter than this need no summary. */
  summaryFromWords: 300,
  /** Share of sentences with a number, a name or a definition: none at 10%, full at 50%. */
  concreteShare: { from: 0.1, to: 0.5 },
  stuffingWeight: 0.35,
} as const;

export type RetrievabilityConfig = Widen<typeof RETRIEVABILITY_CONFIG>;
