import cues from './intent-cues.json' with { type: 'json' };
import { KINDS, type SearchIntent, type TopicKind } from './kind-table.ts';
import type { Facet } from './question-table.ts';

export type { SearchIntent } from './kind-table.ts';

/**
 * Words that say what a search wants, whatever its topic: a modifier before the topic
 * ("best", "cheap") or a noun after it ("cost", "sources", "checklist"). They decide the
 * intent even when the topic's own words are unknown ("kubernetes cost optimization").
 */
export interface Cue {
  facet: Facet;
  intent: SearchIntent;
  /** For 'improve': the verb that does it, chosen by the object ("lower" a cost). */
  verb?: string;
  /** A cost, time or risk is lowered, not improved. */
  lowers?: boolean;
  /** What is improved is the searcher's own ("grow my youtube channel"). */
  own?: boolean;
}

// The cue words themselves are data: intent-cues.json, whose "//" says why some are there.
export const LEADING_CUES = cues.leading as Record<string, Cue>;
export const TRAILING_CUES = cues.trailing as Record<string, Cue>;
/**
 * Nouns after a health condition that ask what helps it ("high blood pressure diet", "lower
 * back pain exercises"); after anything else they are the topic ("vegan diet").
 */
export const CONDITION_CUES = cues.condition as Record<string, Cue>;

/** Words whose object is lowered when it is optimized: a cost, a delay, a risk. */
export const LOWERED: ReadonlySet<string> = new Set(cues.lowered);

/** How the primary intent is described, and what readers look for next. */
export const INTENT_NAMES: Record<SearchIntent, string> = cues.intentNames;

/** Words of a topic that are no part of its subject. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(cues.functionWords);

/**
 * What a search of a kind of thing wants when no word around it says ("espresso machine",
 * "wedding photographer"): the "intent" and "goal" of its row in kind-table.json.
 */
export const KIND_INTENTS: Partial<Record<TopicKind, { intent: SearchIntent; goal: string }>> =
  Object.fromEntries(
    [...KINDS.values()].flatMap((row) =>
      row.intent && row.goal ? [[row.kind, { intent: row.intent, goal: row.goal }]] : [],
    ),
  );
