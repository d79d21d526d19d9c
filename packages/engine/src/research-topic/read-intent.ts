// Search intent of a keyword, read from its modifiers (DESIGN §4 "Keyword research").

export type SearchIntent = 'informational' | 'commercial' | 'transactional' | 'navigational';

const INTENT_MODIFIERS: readonly [SearchIntent, RegExp][] = [
  [
    'transactional',
    /\b(?:buy|price|prices|pricing|cheap|cheapest|deal|deals|discount|coupon|order|shop|for sale|near me|cost|costs|subscription|hire|book|booking)\b/i,
  ],
  [
    'commercial',
    /\b(?:best|top|review|reviews|vs|versus|compare|comparison|alternatives?|recommended|rated)\b/i,
  ],
  [
    'navigational',
    /\b(?:login|log in|sign in|sign up|official|website|homepage|download|contact|support|customer service)\b/i,
  ],
];

const QUESTION_OR_LEARNING =
  /^(?:what|how|why|when|where|who|which|can|does|do|is|are|should)\b|\b(?:guide|tutorial|tips|ideas|examples?|meaning|definition|benefits|learn|history)\b/i;

/** Modifiers removed to find the topic itself ("best running shoes" -> "running shoes"). */
const STRIPPED_MODIFIERS =
  /\b(?:buy|price|prices|pricing|cheap|cheapest|deals?|discount|coupons?|for sale|near me|cost|best|top|reviews?|vs|versus|compare|comparison|alternatives?( to)?|recommended|login|official|website|download|guide|tutorial|tips|ideas|examples?|meaning|definition|benefits|history|what is|what are|who is|who was|who were|how to|how do i|how do you|why)\b/gi;

export function readIntent(keyword: string): SearchIntent {
  if (QUESTION_OR_LEARNING.test(keyword)) return 'informational';
  for (const [intent, pattern] of INTENT_MODIFIERS) if (pattern.test(keyword)) return intent;
  return 'informational';
}

/** The keyword without intent modifiers, or the keyword itself when nothing else is left. */
export function readTopic(keyword: string): string {
  const topic = keyword
    .replace(STRIPPED_MODIFIERS, ' ')
    .replace(/[?!.,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return topic.length >= 2 ? topic : keyword;
}

const VERB_START =
  /^(?:learn|make|build|start|write|grow|lose|gain|fix|clean|cook|brew|bake|improve|optimi[sz]e|increase|reduce|find|choose|use|install|create|design|train|run|sell|buy|plan|save|invest|get|become|speak|play|draw|paint|code|study|teach|manage|repair|remove|stop|quit|prepare|care|apply|rank|write)\b/i;

/** "learn python" is a task (how to...), "running shoes" a thing (what is...). */
export function isTask(topic: string): boolean {
  return VERB_START.test(topic);
}
