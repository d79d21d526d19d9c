// The six criteria of spec §3 "Expected raw AI text", in the order the analyzer writes them.
export const CRITERIA = [
  'Semantic Clarity',
  'Structured Formatting',
  'Authority & Trust Signals',
  'Retrievability & Extractability',
  'Topical Depth & Coverage',
  'Alignment with Conversational Queries',
] as const;

export type CriterionName = (typeof CRITERIA)[number];

/** Every factor's maximum (spec §9 "Score range 0-100; factor maximum 100"). */
export const MAX_SCORE = 100;
