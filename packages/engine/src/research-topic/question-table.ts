import type { SearchIntent, TopicKind } from './kind-table.ts';
import table from './question-table.json' with { type: 'json' };

/**
 * What a search is after, read from the words around the topic ("best", "cost", "sources",
 * "checklist", "for seniors", "near me", "how to"...). See intent-cues.ts for the words.
 */
export type Facet = keyof typeof table.facets;

/**
 * Question patterns (question-table.json), one table keyed by kind of topic and by facet ('*'
 * is any). Slots are
 * typed by part of speech, and fill.ts fills each with a phrase of that type:
 *   noun phrases: {np} the topic as typed ("running shoes"), {a np} with its article when it is
 *   one countable thing ("a plumber", but "rice", "running shoes"), {nps} its plural when
 *   countable, {x} and {y} the two sides of a comparison, {aud} an audience in the plural
 *   ("seniors"), {cond} a condition ("flat feet"), {purpose} what it is for ("exams"),
 *   {place} a proper noun, {cue} the list the search asks for, in the plural ("sources");
 *   verb phrases: {vp} an action in the base form ("lower kubernetes costs");
 *   agreement words chosen by the topic's number: {be} is/are, {do} does/do, {much} much/many,
 *   and {bes}, {dos} for {nps} (plural when the topic is countable).
 * Each pattern is a question; the first letter is capitalised when filled.
 */
export interface QuestionRow {
  kind: TopicKind | '*';
  facet: Facet;
  questions: readonly string[];
  /** Long-tail searches of the same shape, lowercase, with the same slots. */
  longTail?: readonly string[];
  /** Content angles: the page that would answer this kind of search. */
  angles?: readonly string[];
  /** The page is about this facet alone: the kind's own questions are not asked beside it. */
  alone?: boolean;
  /** What the searcher wants when this row leads, instead of the facet's goal. */
  goal?: string;
  /** What readers look for next, when this facet leads: intent and goal. */
  secondary?: readonly [SearchIntent, string];
}

/** question-table.json's rows, one per kind: a row with "kinds" stands for one row per kind. */
export const QUESTION_ROWS: readonly QuestionRow[] = (
  table.rows as readonly (Omit<QuestionRow, 'kind'> & { kind?: string; kinds?: string[] })[]
).flatMap(({ kind, kinds, ...row }) =>
  (kinds ?? [kind ?? '*']).map((one) => ({ ...row, kind: one }) as QuestionRow),
);
