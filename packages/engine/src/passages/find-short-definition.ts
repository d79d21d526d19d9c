import { tokenize } from '../document/tokenize.ts';
import { readDefinedTerm } from '../research/measure-retrieval.ts';
import { toRetrievalTerms } from './retrieval-terms.ts';
import {
  type PassageSentence,
  type PassageTest,
  QUOTABLE_WORDS,
  type QuestionTest,
} from './types.ts';

/**
 * A definition too short to stand alone as the answer ("X is a validation library."): it names
 * its subject and its class, so "give it one sentence of 15-60 words" reads as a word count to
 * reach; what it lacks is what the thing is for and how it differs from others of its kind.
 */
export interface ShortDefinition {
  sentence: PassageSentence;
  /** The term it defines, as written. */
  term: string;
}

/**
 * Words after "is a" that make a definition whole: the class it belongs to and two words that set
 * it apart from the rest of that class ("a line-oriented text editor"). "X is a library." names
 * only the class.
 */
export const COMPLETE_DEFINITION_WORDS = 3;
/** What follows the defined term: an aside, the verb, an indefinite article or "one of". */
const CLASS_AFTER_TERM =
  /^\s*(?:[-–—(][\s\S]*?[-–—)]\s*)?(?:is|are)\s+(?:an?|one of(?:\s+the)?)\s+(.+)$/iu;

/**
 * A sentence that says what its subject is, by its class and what sets it apart, is a whole
 * answer to "What is X?" however short: AI search quotes such a first sentence as it stands.
 */
export function isCompleteDefinition(text: string): boolean {
  const definition = readClassDefinition(text);
  return definition !== null && definition.predicateWords >= COMPLETE_DEFINITION_WORDS;
}

/**
 * "X is a/an/one of ...": the term and how many words name its class after the article. Other
 * "X is/are ..." sentences ("Announcements are made on the list") state something of X
 * without saying what it is.
 */
function readClassDefinition(text: string): { term: string; predicateWords: number } | null {
  const trimmed = text.trim();
  const defined = readDefinedTerm(trimmed);
  if (!defined) return null;
  const rest = trimmed.slice(trimmed.indexOf(defined.term) + defined.term.length);
  const predicate = CLASS_AFTER_TERM.exec(rest)?.[1];
  if (predicate === undefined) return null;
  const words = predicate.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return { term: defined.term, predicateWords: words.length };
}

/** The passage's short "X is a..." sentence whose X is what the question asks about. */
export function findShortDefinition(failure: {
  test: PassageTest;
  question: QuestionTest;
}): ShortDefinition | null {
  const asked = new Set(failure.question.question.terms);
  for (const sentence of failure.test.passage.sentences) {
    if (sentence.words.length >= QUOTABLE_WORDS.min) continue;
    const defined = readClassDefinition(sentence.text);
    if (!defined || defined.predicateWords >= COMPLETE_DEFINITION_WORDS) continue;
    const terms = toRetrievalTerms(tokenize(defined.term));
    if (terms.length > 0 && terms.every((term) => asked.has(term)))
      return { sentence, term: defined.term };
  }
  return null;
}
