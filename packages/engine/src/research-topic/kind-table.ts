import table from './kind-table.json' with { type: 'json' };
import type { Lexfile } from './lexicon.ts';

/** The four intents of the default keyword prompt (spec: AI Keywords, default prompts). */
export type SearchIntent = 'informational' | 'commercial' | 'transactional' | 'navigational';

/**
 * What a topic is, read from WordNet: the first row of kind-table.json's "senseRows" whose
 * category (lexicographer file) and hypernym anchors match the sense of the topic's head
 * decides its kind. Adding a kind of topic is a row in kind-table.json and its rows in
 * question-table.json; no code per kind.
 */

/** A kind of topic: one of the "kinds" rows of kind-table.json. */
export type TopicKind = string;

export interface KindRow {
  kind: TopicKind;
  /** The sense's lexicographer files; any when left out. */
  lexfiles?: readonly Lexfile[];
  /** Lemmas of the sense itself or of one of its hypernyms; any when left out. */
  anchors?: readonly string[];
  /** How many hypernym steps an anchor may be from the sense (any when left out). */
  within?: number;
  /** The sense's topic domain in WordNet ("computer science" for a backup). */
  domains?: readonly string[];
  /** Only a named instance (Paris, Einstein), not a common noun. */
  instance?: boolean;
  /** Whether a page on it is about a thing people count one by one ("a plumber"). */
  counted?: boolean;
}

/** What is known of a kind of topic: one row of kind-table.json's "kinds" (see its "//"). */
export interface Kind {
  kind: TopicKind;
  /** How it is named in the research ("a food"). */
  name: string;
  /** What a search of it wants when no word around it says. */
  intent?: SearchIntent;
  goal?: string;
  /** What readers look for next. */
  secondary?: readonly [SearchIntent, string];
  /** Searches people make about a topic of this kind, tried first to fill the ten. */
  searches?: readonly string[];
  /** The patterns about any topic that fit this kind. */
  genericSearches?: readonly string[];
  counted?: boolean;
  mass?: boolean;
  named?: boolean;
  placeQualified?: boolean;
  foundNearby?: boolean;
  hired?: boolean;
  bought?: boolean;
  compared?: boolean;
  picked?: boolean;
}

type Flag = {
  [K in keyof Kind]-?: NonNullable<Kind[K]> extends boolean ? K : never;
}[keyof Kind];

export const KIND_ROWS = table.senseRows as readonly KindRow[];
export const KINDS: ReadonlyMap<TopicKind, Kind> = new Map(
  (table.kinds as readonly Kind[]).map((row) => [row.kind, row]),
);

/** Whether a kind's row sets a flag: kindIs('plumber's kind', 'hired'). */
export function kindIs(kind: TopicKind | undefined, flag: Flag): boolean {
  return kind !== undefined && KINDS.get(kind)?.[flag] === true;
}

/** How a kind is named in the research ("a kind of food"). */
export const KIND_NAMES: Readonly<Record<TopicKind, string>> = Object.fromEntries(
  [...KINDS.values()].map((row) => [row.kind, row.name]),
);
