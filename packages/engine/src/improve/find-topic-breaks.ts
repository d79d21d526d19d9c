import { STOP_WORDS } from '../keywords/stop-words.ts';
import { stem } from '../research/stem.ts';
import { DANGLING_STARTS } from '../research/word-lists.ts';
import { leansOnPrevious } from './leans-on-previous.ts';
import { isProtected, type ProseParagraph } from './read-passages.ts';

/** A paragraph longer than this is a candidate for a split (SCORING.md "long paragraph"). */
export const LONG_PARAGRAPH_WORDS = 150;
const MIN_PART_WORDS = 40;
/**
 * Each part keeps at least this many sentences: a topic sentence split off alone loses the
 * paragraph it introduces, and a last sentence split off is usually its conclusion.
 */
const MIN_PART_SENTENCES = 2;
const WINDOW_SENTENCES = 2;
const MAX_SENTENCES = 400;
/**
 * A "real topic change": the two sentences either side share at most this cosine of their
 * content words (TextTiling's depth idea, simplified to one window), next to none. Above it the
 * paragraph is one topic and stays whole, however long. At 0.1, a blind rating of the training
 * pages' splits rejected most of those between 0.05 and 0.1 (a rule cut from its timing, a
 * point from its example) and accepted those that share no content word.
 */
const MAX_TOPIC_OVERLAP = 0.02;

export interface TopicBreak {
  paragraph: ProseParagraph;
  /** The whitespace between the two sentences, replaced by a blank line. */
  start: number;
  end: number;
  /** Index of the sentence that opens the second part. */
  sentence: number;
}

function contentStems(
  words: readonly string[],
  ownStopWords: ReadonlySet<string>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) {
    if (word.length < 3 || STOP_WORDS.has(word) || ownStopWords.has(word) || /^\d/.test(word))
      continue;
    const key = stem(word);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [key, value] of a) dot += value * (b.get(key) ?? 0);
  const norm = (m: Map<string, number>) =>
    Math.sqrt([...m.values()].reduce((s, v) => s + v * v, 0));
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 1 : dot / denominator;
}

/**
 * Where a long paragraph changes topic, found recursively so that each part is judged on its
 * own sentences alone: splitting a part again finds nothing new (the improver is idempotent).
 */
export function findTopicBreaks(
  paragraph: ProseParagraph,
  text: string,
  ownStopWords: ReadonlySet<string>,
): TopicBreak[] {
  const { sentences } = paragraph;
  // A "paragraph" of thousands of sentences is not prose a writer would split by hand.
  if (sentences.length > MAX_SENTENCES) return [];
  const stems = sentences.map((sentence) => contentStems(sentence.words, ownStopWords));
  const merge = (from: number, to: number) => {
    const total = new Map<string, number>();
    for (let i = Math.max(0, from); i < Math.min(to, sentences.length); i++)
      for (const [key, value] of stems[i] as Map<string, number>)
        total.set(key, (total.get(key) ?? 0) + value);
    return total;
  };
  // Prefix sums: a paragraph of thousands of sentences stays linear per split.
  const before = [0];
  for (const sentence of sentences) before.push((before.at(-1) as number) + sentence.words.length);
  const words = (from: number, to: number) => (before[to] as number) - (before[from] as number);
  const breaks: TopicBreak[] = [];
  const visit = (from: number, to: number) => {
    if (words(from, to) <= LONG_PARAGRAPH_WORDS) return;
    let best: { at: number; overlap: number } | null = null;
    for (let at = from + 1; at < to; at++) {
      const previous = sentences[at - 1];
      const next = sentences[at];
      if (!previous || !next) continue;
      if (words(from, at) < MIN_PART_WORDS || words(at, to) < MIN_PART_WORDS) continue;
      if (at - from < MIN_PART_SENTENCES || to - at < MIN_PART_SENTENCES) continue;
      if (/[?:]\s*$/.test(previous.plain) || isProtected(paragraph.protectedSpans, previous.end))
        continue;
      if (DANGLING_STARTS.has(next.words[0] ?? '') || leansOnPrevious(next.plain)) continue;
      const gap = text.slice(previous.end, next.start);
      if (gap.length === 0 || gap.trim() !== '' || gap.includes('\n\n')) continue;
      const overlap = cosine(
        merge(Math.max(from, at - WINDOW_SENTENCES), at),
        merge(at, Math.min(to, at + WINDOW_SENTENCES)),
      );
      if (overlap <= MAX_TOPIC_OVERLAP && (!best || overlap < best.overlap)) best = { at, overlap };
    }
    if (!best) return;
    const previous = sentences[best.at - 1] as (typeof sentences)[number];
    const next = sentences[best.at] as (typeof sentences)[number];
    visit(from, best.at);
    breaks.push({ paragraph, start: previous.end, end: next.start, sentence: best.at });
    visit(best.at, to);
  };
  visit(0, sentences.length);
  return breaks;
}
