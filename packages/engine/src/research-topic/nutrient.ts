import type { WordVectors } from '../semantic/word-vectors.ts';
import { isHeadNearer } from './head-nearer.ts';
import type { KindPhrases } from './kind-phrases.ts';

/**
 * Vitamins, minerals and the like are read as foods, and were asked how to make them at home
 * ("How do you make vitamin d at home?", "vitamin d recipe"). People ask what a nutrient does,
 * where to get it and how much they need. A food is a nutrient when its category word (the
 * last) is nearer the words of nutrition than the words of dishes and drinks: vitamin 0.55
 * from "nutrient" and 0.41 from "drink", calcium 0.72 and 0.29, fibre 0.64 and 0.32, while
 * sugar (0.64 from "bread"), coffee and soup stay foods.
 */
const NUTRIENT_WORDS = ['nutrient', 'vitamin', 'protein'];
const FOOD_WORDS = ['food', 'dish', 'recipe', 'bread', 'cheese', 'drink', 'sauce'];

export function isNutrient(vectors: WordVectors, knownWords: readonly string[]): boolean {
  return isHeadNearer(vectors, knownWords, NUTRIENT_WORDS, FOOD_WORDS);
}

export const NUTRIENT_PHRASES: KindPhrases = {
  longTail: ['{t} benefits', 'foods high in {t}', '{t} deficiency', '{t} daily intake'],
  questions: [
    'What {is} {t}?',
    'What does {t} do in the body?',
    'Which foods are high in {t}?',
    'How much {t} do I need a day?',
    'What are the signs of {t} deficiency?',
  ],
  relatedQuestion: 'How {is} {t} different from {r}?',
  angles: [
    'What {t} does in the body and how much of it adults need a day, in a table with a named health source for each figure.',
    'The foods richest in {t}, per portion, in a table with the date the figures were checked.',
  ],
};
