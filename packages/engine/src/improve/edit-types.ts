import type { ImprovementFactors } from '../types.ts';

/** The kinds of edit the improver proposes (DESIGN.md 4: edits, never a new text). */
export type EditKind =
  | 'heading'
  | 'answer-first'
  | 'pronoun'
  | 'definition'
  | 'split'
  | 'list'
  | 'faq'
  | 'claim'
  /** A target question's own term where the passage says it with a synonym (issue 36). */
  | 'wording';

/**
 * One proposed change: the characters `start`..`end` of the original become `after`. An
 * insertion has `start === end`. Offsets always refer to the original text, so any subset of
 * edits can be applied without the others.
 */
export interface ImproveEdit {
  id: string;
  kind: EditKind;
  /** Index of the passage (a run of blocks under a heading) the edit belongs to. */
  passage: number;
  /** The passage's heading, or its first words when it has none. */
  passageTitle: string;
  /** One line: why this edit helps a reader or a retrieval system. */
  reason: string;
  start: number;
  end: number;
  before: string;
  after: string;
  /** Claim markers are offered but off by default: the review list is the main place. */
  isAcceptedByDefault: boolean;
}

/** A sentence that needs a source before it can be published as fact. */
export interface ClaimToVerify {
  id: string;
  passage: number;
  passageTitle: string;
  sentence: string;
  reason: string;
  /** The id of the edit that would put a marker after it, when the language has one. */
  markerEditId: string | null;
}

/** What a rewrite dropped or added that the original did or did not hold (pure comparison). */
export interface RewriteCheck {
  droppedNumbers: string[];
  inventedNumbers: string[];
  droppedNames: string[];
  inventedNames: string[];
  droppedCode: string[];
  inventedCode: string[];
  /** Structure the rewrite lost: "2 of 3 tables", "link definitions", ... */
  structureChanges: string[];
  isFaithful: boolean;
}

export interface ImproveReview {
  edits: ImproveEdit[];
  claims: ClaimToVerify[];
  originalFactors: ImprovementFactors;
  rewriteFactors: ImprovementFactors;
  check: RewriteCheck;
  /** The text's language when it is not English ("German"), else null. */
  language: string | null;
  /** Said when there is nothing to propose, and why (a text too short to improve). */
  notice: string | null;
}
