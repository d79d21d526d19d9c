import type { WordVectors } from '../semantic/word-vectors.ts';
import { isHeadNearer } from './head-nearer.ts';
import type { KindPhrases } from './kind-phrases.ts';

/**
 * Genres and styles are concepts people ask the origins, features and best-known names of,
 * not how they work: "pop music" was asked "How does pop music work?" and "Why does pop music
 * matter?". A concept is a genre or style when its category word (the last) is nearer
 * "genre" or "style" than to the other concept prototypes: music is 0.66 from "genre",
 * baroque 0.60 from "style", while change is nearest "policy" and relativity "theory".
 */
const ART_WORDS = ['genre', 'style'];
const IDEA_WORDS = ['theory', 'concept', 'principle', 'phenomenon', 'process', 'policy', 'science'];

export function isArtForm(vectors: WordVectors, knownWords: readonly string[]): boolean {
  return isHeadNearer(vectors, knownWords, ART_WORDS, IDEA_WORDS);
}

export const ART_FORM_PHRASES: KindPhrases = {
  longTail: ['history of {t}', '{t} characteristics', '{t} examples', 'influential {t} works'],
  questions: [
    'What is {t}?',
    'Where did {t} come from?',
    'What are the defining features of {t}?',
    'Who are the best-known names in {t}?',
    'How did {t} develop over time?',
  ],
  relatedQuestion: 'How is {t} different from {r}?',
  angles: [
    'A short history of {t}: its origins, turning points and best-known works in a dated timeline, each with its source.',
    'What makes {t} recognisable: its defining features, each shown with a named example.',
  ],
};
