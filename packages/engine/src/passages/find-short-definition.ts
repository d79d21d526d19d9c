import { tokenize } from '../document/tokenize.ts';
import { readDefinedTerm } from '../research/measure-retrieval.ts';
import { QUOTABLE_WORDS } from './find-quotable-answer.ts';
import { toRetrievalTerms } from './retrieval-terms.ts';
import type { PassageSentence, PassageTest, QuestionTest } from './types.ts';

/**
 * A definition too short to stand alone as the answer: zod's README answers "What is Zod?" with
 * "Zod is a TypeScript-first validation library." (6 words). It names its subject and says what
 * it is, so "give it one sentence of 15-60 words" reads as a word count to reach; what it lacks
 * is what the thing is for and how it differs from others of its kind.
 */
export interface ShortDefinition {
  sentence: PassageSentence;
  /** The term it defines, as written ("Zod"). */
  term: string;
}

/** The passage's short "X is a..." sentence whose X is what the question asks about. */
export function findShortDefinition(failure: {
  test: PassageTest;
  question: QuestionTest;
}): ShortDefinition | null {
  const asked = new Set(failure.question.question.terms);
  for (const sentence of failure.test.passage.sentences) {
    if (sentence.words.length >= QUOTABLE_WORDS.min) continue;
    const defined = readDefinedTerm(sentence.text.trim());
    if (!defined) continue;
    const terms = toRetrievalTerms(tokenize(defined.term));
    if (terms.length > 0 && terms.every((term) => asked.has(term)))
      return { sentence, term: defined.term };
  }
  return null;
}
