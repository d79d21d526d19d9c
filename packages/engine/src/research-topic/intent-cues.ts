import { KINDS, type TopicKind } from './kind-table.ts';
import type { Facet } from './question-table.ts';

/** The four intents of the default keyword prompt (spec: AI Keywords, default prompts). */
export type SearchIntent = 'informational' | 'commercial' | 'transactional' | 'navigational';

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

export const LEADING_CUES: Record<string, Cue> = {
  best: { facet: 'compare', intent: 'commercial' },
  top: { facet: 'compare', intent: 'commercial' },
  cheap: { facet: 'price', intent: 'commercial' },
  cheapest: { facet: 'price', intent: 'commercial' },
  affordable: { facet: 'price', intent: 'commercial' },
  buy: { facet: 'buy', intent: 'transactional' },
  order: { facet: 'buy', intent: 'transactional' },
  hire: { facet: 'local', intent: 'transactional' },
  emergency: { facet: 'local', intent: 'transactional' },
};

export const TRAILING_CUES: Record<string, Cue> = {
  cost: { facet: 'price', intent: 'commercial' },
  costs: { facet: 'price', intent: 'commercial' },
  price: { facet: 'price', intent: 'commercial' },
  prices: { facet: 'price', intent: 'commercial' },
  pricing: { facet: 'price', intent: 'commercial' },
  review: { facet: 'compare', intent: 'commercial' },
  reviews: { facet: 'compare', intent: 'commercial' },
  comparison: { facet: 'compare', intent: 'commercial' },
  // The other options, not the topic's own: "payday loan alternatives" avoids payday loans.
  alternatives: { facet: 'alternatives', intent: 'commercial' },
  alternative: { facet: 'alternatives', intent: 'commercial' },
  substitutes: { facet: 'alternatives', intent: 'commercial' },
  substitute: { facet: 'alternatives', intent: 'commercial' },
  deals: { facet: 'buy', intent: 'transactional' },
  sale: { facet: 'buy', intent: 'transactional' },
  sources: { facet: 'list', intent: 'informational' },
  ideas: { facet: 'ideas', intent: 'informational' },
  examples: { facet: 'samples', intent: 'informational' },
  types: { facet: 'types', intent: 'informational' },
  kinds: { facet: 'types', intent: 'informational' },
  options: { facet: 'list', intent: 'informational' },
  // A "packing list", a "grocery list": things to get, as against a checklist of steps.
  list: { facet: 'items', intent: 'informational' },
  tips: { facet: 'tips', intent: 'informational' },
  checklist: { facet: 'steps', intent: 'informational' },
  steps: { facet: 'steps', intent: 'informational' },
  itinerary: { facet: 'itinerary', intent: 'informational' },
  itineraries: { facet: 'itinerary', intent: 'informational' },
  // A guide is the page itself: what the topic's kind asks, in order.
  guide: { facet: 'overview', intent: 'informational' },
  // Someone starting to learn it: the basics first, whatever it is.
  tutorial: { facet: 'learn', intent: 'informational' },
  basics: { facet: 'learn', intent: 'informational' },
  fundamentals: { facet: 'learn', intent: 'informational' },
  // A template is a document to fill in, not a checklist to work through.
  template: { facet: 'template', intent: 'informational' },
  format: { facet: 'template', intent: 'informational' },
  outline: { facet: 'template', intent: 'informational' },
  requirements: { facet: 'steps', intent: 'informational' },
  benefits: { facet: 'benefits', intent: 'informational' },
  advantages: { facet: 'benefits', intent: 'informational' },
  symptoms: { facet: 'symptoms', intent: 'informational' },
  signs: { facet: 'symptoms', intent: 'informational' },
  causes: { facet: 'causes', intent: 'informational' },
  treatment: { facet: 'treatment', intent: 'informational' },
  treatments: { facet: 'treatment', intent: 'informational' },
  remedies: { facet: 'treatment', intent: 'informational' },
  recipe: { facet: 'recipe', intent: 'informational' },
  recipes: { facet: 'recipe', intent: 'informational' },
  meaning: { facet: 'definition', intent: 'informational' },
  definition: { facet: 'definition', intent: 'informational' },
  size: { facet: 'size', intent: 'informational' },
  dimensions: { facet: 'size', intent: 'informational' },
  improvement: { facet: 'improve', intent: 'informational', verb: 'improve' },
  optimization: { facet: 'improve', intent: 'informational', verb: 'optimize' },
  optimisation: { facet: 'improve', intent: 'informational', verb: 'optimise' },
  reduction: { facet: 'improve', intent: 'informational', verb: 'reduce', lowers: true },
  increase: { facet: 'improve', intent: 'informational', verb: 'increase' },
  // "youtube channel growth", "business growth": how to grow one's own.
  growth: { facet: 'improve', intent: 'informational', verb: 'grow', own: true },
  // "home insurance quotes": prices asked of providers.
  quote: { facet: 'price', intent: 'commercial' },
  quotes: { facet: 'price', intent: 'commercial' },
};

/**
 * Nouns after a health condition that ask what helps it ("high blood pressure diet", "lower
 * back pain exercises"); after anything else they are the topic ("vegan diet").
 */
export const CONDITION_CUES: Record<string, Cue> = {
  diet: { facet: 'diet', intent: 'informational' },
  exercises: { facet: 'exercises', intent: 'informational' },
  stretches: { facet: 'exercises', intent: 'informational' },
  // "sciatica relief", "heartburn relief": what eases it, at home and from a doctor.
  relief: { facet: 'treatment', intent: 'informational' },
};

/** Words whose object is lowered when it is optimized: a cost, a delay, a risk. */
export const LOWERED = new Set([
  'cost',
  'costs',
  'expense',
  'expenses',
  'spending',
  'bill',
  'bills',
  'price',
  'waste',
  'latency',
  'risk',
  'debt',
  'churn',
  'time',
]);

/** How the primary intent is described, and what readers look for next. */
export const INTENT_NAMES: Record<SearchIntent, string> = {
  informational: 'Informational',
  commercial: 'Commercial investigation',
  transactional: 'Transactional',
  navigational: 'Navigational',
};

/** Words of a topic that are no part of its subject. */
export const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'the',
  'for',
  'to',
  'in',
  'on',
  'of',
  'and',
  'or',
  'with',
  'without',
  'near',
  'me',
  'my',
  'your',
  'how',
  'what',
  'is',
  'are',
  'do',
  'does',
  'i',
  'can',
  'vs',
  'versus',
  'at',
  'from',
  'by',
  'about',
  'best',
  'top',
  'when',
  'while',
  'during',
  'after',
  'before',
]);

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
