import type { WordVectors } from '../semantic/word-vectors.ts';
import type { KindPhrases } from './kind-phrases.ts';

/**
 * A diet is followed, not cooked: "vegan diet" was a food ("How do you make vegan diet at
 * home?", "How do you store vegan diet?"). A topic is a diet when its last word lies within
 * 0.7 of "diet" ("diet", "diets"); "nutrition" (0.65), "exercise" (0.58) and "soup" (0.47)
 * are further.
 */
const MIN_DIET_FIT = 0.7;

export function isDiet(vectors: WordVectors, knownWords: readonly string[]): boolean {
  const head = knownWords.at(-1);
  if (!head) return false;
  return (vectors.similarity(head, 'diet') ?? -1) >= MIN_DIET_FIT;
}

export const DIET_PHRASES: KindPhrases = {
  longTail: ['{t} meal plan', '{t} food list', '{t} for beginners', '{t} benefits', '{t} risks'],
  questions: [
    'What is {a}?',
    'What can I eat on {a}?',
    'How do I start {a}?',
    'Is {a} healthy?',
    'What are the risks of {a}?',
  ],
  relatedQuestion: 'How is {a} different from {r}?',
  angles: [
    'A week of meals on {a}: what to eat at each meal and a shopping list, in a table.',
    'What the evidence says about {a}: its benefits and risks, each with a named, dated study.',
  ],
};
