import { isDefinition } from '../research/measure-retrieval.ts';
import { isContentWord } from '../research/measure-vocabulary.ts';
import { stem } from '../research/stem.ts';
import { DANGLING_STARTS, IMPERATIVE_START, PREAMBLE_PATTERN } from '../research/word-lists.ts';
import type { RawSentence } from './raw-sentences.ts';

export const SUMMARY_LIMITS = {
  sentences: 3,
  words: 70,
  minSentenceWords: 6,
  maxSentenceWords: 40,
} as const;
/** "Experts agree they are...": a pronoun this early leans on an earlier sentence. */
const EARLY_PRONOUN_WORDS = 5;
const PRONOUNS: ReadonlySet<string> = new Set('it they them he him she these those'.split(' '));
/** The first sentence of a paragraph usually states its topic. */
const TOPIC_SENTENCE_BONUS = 1.5;

/** A sentence that can open a summary on its own: no question, preamble or dangling pronoun. */
export function isSummaryCandidate({ sentence }: RawSentence): boolean {
  const words = sentence.words.length;
  return (
    words >= SUMMARY_LIMITS.minSentenceWords &&
    words <= SUMMARY_LIMITS.maxSentenceWords &&
    !sentence.text.endsWith('?') &&
    !PREAMBLE_PATTERN.test(sentence.text) &&
    !IMPERATIVE_START.test(sentence.text) &&
    !DANGLING_STARTS.has(sentence.words[0] ?? '') &&
    !sentence.words.slice(0, EARLY_PRONOUN_WORDS).some((word) => PRONOUNS.has(word))
  );
}

/**
 * The answer-first summary (issue 3): the text's own sentences that best stand for the whole.
 * A definition leads when there is one; the rest are the sentences whose words recur most
 * across the text (centrality), shown in their original order.
 */
export function chooseSummary(
  sentences: readonly RawSentence[],
  maxSentences: number = SUMMARY_LIMITS.sentences,
): RawSentence[] {
  const frequency = new Map<string, number>();
  for (const { sentence } of sentences) {
    for (const term of new Set(sentence.words.filter(isContentWord).map(stem))) {
      frequency.set(term, (frequency.get(term) ?? 0) + 1);
    }
  }
  const centrality = ({ sentence }: RawSentence) => {
    const terms = new Set(sentence.words.filter(isContentWord).map(stem));
    let sum = 0;
    for (const term of terms) sum += (frequency.get(term) ?? 1) - 1;
    return sum / Math.sqrt(sentence.words.length);
  };
  const candidates = sentences.filter(isSummaryCandidate);
  const lead = candidates.find((candidate) => isDefinition(candidate.sentence.text));
  const position = new Map(sentences.map((sentence, index) => [sentence, index]));
  const opensPassage = (candidate: RawSentence) => {
    const index = position.get(candidate) ?? 0;
    return index === 0 || sentences[index - 1]?.sentence.passage !== candidate.sentence.passage;
  };
  const ranked = candidates
    .filter((candidate) => candidate !== lead)
    .map((candidate, order) => ({
      candidate,
      score: centrality(candidate) * (opensPassage(candidate) ? TOPIC_SENTENCE_BONUS : 1),
      order,
    }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ candidate }) => candidate);
  const chosen: RawSentence[] = [];
  let words = 0;
  for (const candidate of lead ? [lead, ...ranked] : ranked) {
    if (chosen.length >= maxSentences) break;
    if (chosen.length > 0 && words + candidate.sentence.words.length > SUMMARY_LIMITS.words)
      continue;
    chosen.push(candidate);
    words += candidate.sentence.words.length;
  }
  const rest = chosen
    .slice(lead ? 1 : 0)
    .sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
  return lead && chosen[0] === lead ? [lead, ...rest] : rest;
}
