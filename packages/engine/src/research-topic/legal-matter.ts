import type { WordVectors } from '../semantic/word-vectors.ts';
import type { KindPhrases } from './kind-phrases.ts';

/**
 * A legal process is gone through, not bought or practised: "divorce" was a job ("How do I
 * become a divorce?"), near "lawyer" (0.47), and "bankruptcy" a product ("What should I look
 * for when buying a bankruptcy?"), near "insurance" (0.61). A topic is such a matter when its
 * last word lies near "lawsuit" or "litigation" (divorce 0.57, bankruptcy 0.64, patent 0.60),
 * at least as near as to "insurance" (mortgage 0.39 and 0.66, tax 0.48 and 0.66 stay what they
 * were), and is no lawyer: "attorney" is 0.85 from "lawyer".
 */
const LEGAL_WORDS = ['lawsuit', 'litigation'];
const MIN_LEGAL_FIT = 0.55;
const MAX_LAWYER_FIT = 0.8;

export function isLegalMatter(vectors: WordVectors, knownWords: readonly string[]): boolean {
  const head = knownWords.at(-1);
  if (!head) return false;
  const legal = vectors.nearestSimilarity(head, LEGAL_WORDS);
  return (
    legal >= MIN_LEGAL_FIT &&
    legal >= (vectors.similarity(head, 'insurance') ?? -1) &&
    vectors.nearestSimilarity(head, ['lawyer', 'judge']) < MAX_LAWYER_FIT
  );
}

export const LEGAL_PHRASES: KindPhrases = {
  longTail: ['{t} process', '{t} cost', '{t} lawyer', '{t} requirements'],
  questions: [
    'What is {t}?',
    'How does {t} work?',
    'How much does {t} cost?',
    'How long does {t} take?',
    'Do I need a lawyer for {t}?',
  ],
  relatedQuestion: 'How is {t} different from {r}?',
  angles: [
    'The {t} process step by step, with what each step costs and how long it takes, and the law it rests on.',
    'When you need a lawyer for {t} and when you do not, with the sources for each case.',
  ],
};
