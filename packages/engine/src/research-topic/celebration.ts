import type { WordVectors } from '../semantic/word-vectors.ts';
import type { KindPhrases } from './kind-phrases.ts';
import { isCountedNoun } from './mass-noun.ts';

/**
 * A holiday known by its name is celebrated on a date, not bought: "christmas" was a product
 * ("What are christmas?", "How much do christmas cost?"). One word is a holiday when it lies
 * near "holiday", "festival" or "celebration" (christmas 0.87, halloween 0.66, diwali 0.54,
 * ramadan 0.52), nearer than to the seasons, and has no common plural, as a name has none:
 * "birthday", "wedding" and "concert" are counted and planned; "summer" (0.65 from
 * "holiday") is a season.
 */
const CELEBRATION_WORDS = ['holiday', 'festival', 'celebration'];
const SEASON_WORDS = ['summer', 'winter', 'spring', 'autumn'];
const MIN_CELEBRATION_FIT = 0.5;

export function isCelebration(vectors: WordVectors, knownWords: readonly string[]): boolean {
  if (knownWords.length !== 1) return false;
  const word = knownWords[0] as string;
  const celebration = vectors.nearestSimilarity(word, CELEBRATION_WORDS);
  return (
    celebration >= MIN_CELEBRATION_FIT &&
    celebration > vectors.nearestSimilarity(word, SEASON_WORDS) &&
    !isCountedNoun(vectors, word)
  );
}

export const CELEBRATION_PHRASES: KindPhrases = {
  longTail: ['{t} traditions', 'history of {t}', '{t} ideas', 'when is {t}'],
  questions: [
    'When is {t}?',
    'What is {t}?',
    'How is {t} celebrated?',
    'What are the traditions of {t}?',
    'How did {t} begin?',
  ],
  relatedQuestion: 'How is {t} different from {r}?',
  angles: [
    'The dates of {t} for the next few years in a table, with how the date is set and the source.',
    'How {t} is celebrated, tradition by tradition, each with where it comes from and a named source.',
  ],
};
