import { rankPhrases } from '../keywords/rank-phrases.ts';
import type { RawSentence } from './raw-sentences.ts';

/** Paragraphs are grouped into topics of about this many words when a text has no headings. */
export const TOPIC_WORDS = 150;

/** Groups consecutive paragraphs into runs of about 150 words (indices into the list). */
export function groupParagraphs(wordCounts: readonly number[]): number[][] {
  const groups: number[][] = [];
  let words = 0;
  wordCounts.forEach((count, index) => {
    if (groups.length === 0 || words + count / 2 > TOPIC_WORDS) {
      groups.push([]);
      words = 0;
    }
    (groups.at(-1) as number[]).push(index);
    words += count;
  });
  return groups;
}

/**
 * A heading for a group of paragraphs made of the text's own words: its strongest key phrase
 * not used by an earlier heading, preferring phrases of two words or more.
 */
export function nameTopic(sentences: readonly RawSentence[], used: Set<string>): string | null {
  const ranked = rankPhrases(
    sentences.map(({ sentence }) => ({ text: sentence.text, weight: 1 })),
  ).filter((phrase) => !used.has(phrase.key));
  const best = ranked.find((phrase) => phrase.words > 1 && phrase.count > 1) ?? ranked[0];
  if (!best) return null;
  used.add(best.key);
  return best.phrase.charAt(0).toUpperCase() + best.phrase.slice(1);
}
