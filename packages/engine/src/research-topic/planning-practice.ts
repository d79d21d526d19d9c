import type { WordVectors } from '../semantic/word-vectors.ts';
import type { KindPhrases } from './kind-phrases.ts';

/**
 * Some practices are ways of managing money or work, not hobbies or sports: they need no
 * equipment and take no hours a week. "retirement planning" was asked "What equipment do I
 * need for retirement planning?" and "How much time does retirement planning take each
 * week?". A practice is one of these when its words come nearer, on average, to "management",
 * "strategy" or "finance" than to the hobbies and sports by a clear margin: planning is 0.66
 * from "management" and 0.29 from the hobbies, marketing 0.70 and 0.38, while running (0.46
 * and 0.45), fishing and yoga stay hobbies.
 */
const MANAGING_WORDS = ['management', 'strategy', 'finance'];
const HOBBY_WORDS = ['workout', 'hobby', 'sport', 'gardening', 'cooking'];
const MIN_MARGIN = 0.1;

export function isPlanningPractice(vectors: WordVectors, knownWords: readonly string[]): boolean {
  if (knownWords.length === 0) return false;
  let margin = 0;
  for (const word of knownWords) {
    margin +=
      vectors.nearestSimilarity(word, MANAGING_WORDS) -
      vectors.nearestSimilarity(word, HOBBY_WORDS);
  }
  return margin / knownWords.length >= MIN_MARGIN;
}

export const PLANNING_PHRASES: KindPhrases = {
  longTail: ['{t} for beginners', '{t} checklist', '{t} tips', '{t} mistakes', '{t} tools'],
  questions: [
    'How do I get started with {t}?',
    'When should I start {t}?',
    'What tools help with {t}?',
    'What are the most common {t} mistakes?',
    'Do I need a professional for {t}?',
  ],
  relatedQuestion: 'How is {t} different from {r}?',
  angles: [
    'A step-by-step checklist for {t}: what to do first, what to decide and when to review it.',
    'The most common {t} mistakes, each with the fix and the reason it works.',
  ],
};
