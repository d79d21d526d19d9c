import { splitSentences } from '../document/split-sentences.ts';
import { stripInline } from '../document/strip-inline.ts';
import { tokenize } from '../document/tokenize.ts';
import type { SourceBlock } from './scan-source.ts';

// The improver's own small passage model: a passage is a run of blocks under a heading. This
// is the seam to the analyzer's passage model: when that model exposes source offsets, this
// file is the one place to point at it.

export interface ProseSentence {
  /** Offsets into the original text. */
  start: number;
  end: number;
  raw: string;
  /** Without inline markdown. */
  plain: string;
  words: string[];
}

export interface ProseParagraph {
  block: SourceBlock;
  blockIndex: number;
  sentences: ProseSentence[];
  wordCount: number;
  /** Inline code, links, tags and URLs (offsets into the original): never cut or marked. */
  protectedSpans: [number, number][];
  /** A question paragraph ("Q: ...", or a lone line ending in "?"). */
  isQuestion: boolean;
}

export interface Passage {
  index: number;
  /** The heading block, or a question paragraph that an FAQ edit turns into one. */
  heading: SourceBlock | null;
  headingText: string | null;
  headingLevel: number;
  blockIndexes: number[];
}

// Bounded repetitions keep each match attempt short, so hostile input stays linear.
const INLINE_PROTECTED =
  /`[^`\n]{0,500}`|!?\[[^\]\n]{0,300}\](?:\([^)\n]{0,500}\)|\[[^\]\n]{0,100}\])?|<[^<>\n]{1,300}>|https?:\/\/[^\s)>\]]{1,500}|&[#\w]{1,12};/g;

function readProtectedSpans(text: string, offset: number): [number, number][] {
  return [...text.matchAll(INLINE_PROTECTED)].map(
    (match) => [offset + match.index, offset + match.index + match[0].length] as [number, number],
  );
}

export function isProtected(spans: readonly [number, number][], at: number): boolean {
  return spans.some(([start, end]) => at > start && at < end);
}

export function readParagraph(block: SourceBlock, blockIndex: number): ProseParagraph {
  const from = block.markEnd ?? block.start;
  const body = block.text.slice(from - block.start);
  const sentences = splitSentences(body).flatMap(({ start, end }): ProseSentence[] => {
    const raw = body.slice(start, end);
    const plain = stripInline(raw.replace(/\s+/g, ' ')).text;
    const words = tokenize(plain);
    return words.length > 0 ? [{ start: from + start, end: from + end, raw, plain, words }] : [];
  });
  const trimmed = block.text.trim();
  return {
    block,
    blockIndex,
    sentences,
    wordCount: sentences.reduce((sum, sentence) => sum + sentence.words.length, 0),
    protectedSpans: readProtectedSpans(block.text, block.start),
    isQuestion:
      block.mark === 'question' ||
      (trimmed.endsWith('?') && sentences.length <= 2 && !trimmed.includes('\n\n')),
  };
}

/** Splits the blocks into passages; `questionHeadings` are question paragraphs that become headings. */
export function readPassages(
  blocks: readonly SourceBlock[],
  questionHeadings: ReadonlyMap<number, { text: string; level: number }>,
): Passage[] {
  const passages: Passage[] = [];
  let current: Passage = {
    index: 0,
    heading: null,
    headingText: null,
    headingLevel: 1,
    blockIndexes: [],
  };
  const open = (heading: SourceBlock, text: string, level: number) => {
    if (current.heading || current.blockIndexes.length > 0) passages.push(current);
    current = {
      index: passages.length,
      heading,
      headingText: text,
      headingLevel: level,
      blockIndexes: [],
    };
  };
  blocks.forEach((block, index) => {
    const question = questionHeadings.get(index);
    if (block.kind === 'heading') open(block, block.text, block.level ?? 1);
    else if (question) open(block, question.text, question.level);
    else current.blockIndexes.push(index);
  });
  if (current.heading || current.blockIndexes.length > 0) passages.push(current);
  return passages;
}

/** The passage's name for the review list: its heading, or its first words. */
export function titleOf(passage: Passage, blocks: readonly SourceBlock[]): string {
  if (passage.headingText) return passage.headingText;
  const first = passage.blockIndexes.map((index) => blocks[index]).find(Boolean);
  const words = (first?.text ?? '').replace(/\s+/g, ' ').trim().split(' ');
  return words.length > 8 ? `${words.slice(0, 8).join(' ')}…` : words.join(' ');
}
