import type { WordVectors } from '../semantic/word-vectors.ts';
import type { KindPhrases } from './kind-phrases.ts';

/**
 * A journey is planned, priced and packed for, not practised: "road trip" was asked "What
 * equipment do I need for road trip?" and "How much time does road trip take each week?",
 * and "budget travel" was a company ("Who owns Budget Travel?", "travel" lying 0.53 from
 * "company"). A topic names an outing when its category word (the last) lies near the
 * words of travel: trip, travel and vacation are 0.68 to 0.74 from one another, tour 0.70
 * from "trip", journey 0.73; market (0.27), work (0.49) and cruise (0.56) are further.
 */
const TRAVEL_WORDS = ['trip', 'travel', 'vacation'];
const MIN_TRAVEL_FIT = 0.6;

export function isOuting(vectors: WordVectors, knownWords: readonly string[]): boolean {
  const head = knownWords.at(-1);
  if (!head) return false;
  return vectors.nearestSimilarity(head, TRAVEL_WORDS) >= MIN_TRAVEL_FIT;
}

export const OUTING_PHRASES: KindPhrases = {
  longTail: ['{t} ideas', '{t} planner', '{t} checklist', '{t} tips', '{t} cost'],
  questions: [
    'How do I plan {a}?',
    'How much does {a} cost?',
    'What should I pack for {a}?',
    'When is the best time for {a}?',
    'What are the most common {t} mistakes?',
  ],
  relatedQuestion: 'How is {t} different from {r}?',
  angles: [
    'A planning checklist for {a}: what to book first, a sample budget in a table and what to pack, with the date prices were checked.',
    'The most common {t} mistakes, each with the fix and the reason it works.',
  ],
};
