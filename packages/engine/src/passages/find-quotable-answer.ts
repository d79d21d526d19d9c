import { DANGLING_STARTS, PREAMBLE_PATTERN } from '../research/word-lists.ts';
import { isCompleteDefinition } from './find-short-definition.ts';
import { toRetrievalTerms } from './retrieval-terms.ts';
import { type PassageSentence, QUOTABLE_WORDS, type QuotableAnswer } from './types.ts';

/** A sentence naming this few content words names no subject ("Yes, it does that too."). */
const MIN_CONTENT_TERMS = 3;

/** Openings that lean on the sentence before: pronouns, links and bare replies. */
const LEANS_BACK = new Set([...DANGLING_STARTS, 'yes', 'no', 'here', 'which', 'such', 'as']);

function reasonNotQuotable(sentence: PassageSentence, terms: readonly string[]): string | null {
  const count = sentence.words.length;
  if (count < QUOTABLE_WORDS.min && !isCompleteDefinition(sentence.text)) return 'short';
  if (count > QUOTABLE_WORDS.max) return 'long';
  const text = sentence.text.trim();
  if (text.endsWith('?')) return 'question';
  if (LEANS_BACK.has(sentence.words[0] ?? '') || PREAMBLE_PATTERN.test(text)) return 'leans-back';
  // Mostly numbers, flags and symbols: a command line or a table row, not a sentence.
  const lettered = sentence.words.filter((word) => /\p{L}{2}/u.test(word)).length;
  if (lettered < count * 0.7) return 'not-prose';
  if (terms.length < MIN_CONTENT_TERMS) return 'no-subject';
  // Quoted as it stands, an unsourced figure or "study" spreads a claim no one can check.
  if (sentence.isUnsourcedClaim) return 'unsourced-claim';
  return null;
}

export function isQuotable(sentence: PassageSentence): boolean {
  return reasonNotQuotable(sentence, toRetrievalTerms(sentence.words)) === null;
}

/** A sentence read once for every question asked of its passage. */
export interface ReadSentence {
  sentence: PassageSentence;
  terms: ReadonlySet<string>;
  /** The same terms in the order and number the sentence gives them, for the keyword index. */
  termsInOrder: readonly string[];
  isQuotable: boolean;
}

export function readSentences(sentences: readonly PassageSentence[]): ReadSentence[] {
  return sentences.map((sentence) => {
    const terms = toRetrievalTerms(sentence.words);
    return {
      sentence,
      terms: new Set(terms),
      termsInOrder: terms,
      isQuotable: reasonNotQuotable(sentence, terms) === null,
    };
  });
}

export function toAnswer(sentence: PassageSentence): QuotableAnswer {
  return { text: sentence.text, wordCount: sentence.words.length };
}

/**
 * The passage's quotable sentence that answers the question: it names at least one of the
 * question's terms, and among those the one naming the most wins (the earlier on a tie).
 */
export function findQuotableAnswer(
  sentences: readonly ReadSentence[],
  questionTerms: readonly string[],
): QuotableAnswer | null {
  let best: PassageSentence | null = null;
  let bestShared = 0;
  for (const { sentence, terms, isQuotable } of sentences) {
    if (!isQuotable) continue;
    const shared = questionTerms.filter((term) => terms.has(term)).length;
    if (shared > bestShared) {
      best = sentence;
      bestShared = shared;
    }
  }
  return best ? toAnswer(best) : null;
}
