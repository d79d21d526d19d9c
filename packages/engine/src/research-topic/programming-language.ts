import type { WordVectors } from '../semantic/word-vectors.ts';
import type { KindPhrases } from './kind-phrases.ts';

/**
 * A programming language is learned and used, not bought or kept: "python" and "javascript"
 * were products ("How long does a python last?", "What should I look for when buying a
 * javascript?"). A language known by its name lies near other languages' names more than
 * near programs' names: python 0.58 from "php" and 0.33 from "linux", javascript 0.71 and
 * 0.44, sql 0.59 and 0.45; linux and firefox lie nearer "linux" and "software", and "ruby"
 * (0.39) and "java" (0.51 and 0.48) keep their other senses.
 */
const LANGUAGE_WORDS = ['perl', 'php'];
const PROGRAM_WORDS = ['linux', 'software'];
const MIN_LANGUAGE_FIT = 0.5;
const MIN_LANGUAGE_MARGIN = 0.1;

export function isProgrammingLanguage(
  vectors: WordVectors,
  knownWords: readonly string[],
): boolean {
  if (knownWords.length !== 1) return false;
  const word = knownWords[0] as string;
  const language = vectors.nearestSimilarity(word, LANGUAGE_WORDS);
  return (
    language >= MIN_LANGUAGE_FIT &&
    language >= vectors.nearestSimilarity(word, PROGRAM_WORDS) + MIN_LANGUAGE_MARGIN
  );
}

export const LANGUAGE_PHRASES: KindPhrases = {
  longTail: ['{t} tutorial', 'learn {t}', '{t} for beginners', '{t} examples', '{t} projects'],
  questions: [
    'What is {t} used for?',
    'Is {t} hard to learn?',
    'How long does it take to learn {t}?',
    'What can you build with {t}?',
    'What is the best way to learn {t}?',
  ],
  relatedQuestion: 'What is the difference between {t} and {r}?',
  angles: [
    'What {t} is used for, with a short working example for each use and the version it was tested on.',
    'A learning path for {t}: what to learn first, the projects that teach it and how long each step takes.',
  ],
};
