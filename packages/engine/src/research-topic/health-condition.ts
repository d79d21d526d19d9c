import type { WordVectors } from '../semantic/word-vectors.ts';
import { IDEA_WORDS } from './classify-topic.ts';
import { isHeadNearer } from './head-nearer.ts';
import type { KindPhrases } from './kind-phrases.ts';

/**
 * Illnesses and pains are concepts people ask the causes, symptoms and treatment of, not how
 * they work or what beginners should know: "migraine" was asked "How does migraine work?" and
 * offered "migraine for beginners". A concept is a condition when its category word (the
 * last) is nearer the words of illness than the words of ideas and of the arts.
 */
const ILLNESS_WORDS = ['disease', 'illness', 'symptoms'];

export function isHealthCondition(vectors: WordVectors, knownWords: readonly string[]): boolean {
  return isHeadNearer(vectors, knownWords, ILLNESS_WORDS, IDEA_WORDS);
}

export const HEALTH_CONDITION_PHRASES: KindPhrases = {
  longTail: ['{t} symptoms', '{t} causes', '{t} treatment', '{t} prevention'],
  questions: [
    'What {is} {t}?',
    'What causes {t}?',
    'What are the symptoms of {t}?',
    'How {is} {t} treated?',
    'When should I see a doctor about {t}?',
  ],
  relatedQuestion: 'How {is} {t} different from {r}?',
  angles: [
    '{t} in one quotable paragraph: what it is, its usual causes and when to see a doctor, each backed by a named medical source.',
    'Treatments for {t} compared in a table: what each does, how well it works and its side effects, with the date the evidence was checked.',
  ],
};
