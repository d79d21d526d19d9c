import type { Document, Paragraph } from '../document/types.ts';
import type { ParagraphResearch } from './types.ts';
import { DANGLING_STARTS } from './word-lists.ts';

/** Paragraphs over this many words are long (SCORING.md; Yoast uses the same 150). */
export const LONG_PARAGRAPH_WORDS = 150;
/** A passage a retriever can lift whole holds 20 to 200 words (a short FAQ answer qualifies). */
export const SELF_CONTAINED_WORDS = { min: 20, max: 200 } as const;

export function isDangling(paragraph: Paragraph): boolean {
  const first = paragraph.sentences[0]?.words[0];
  return first !== undefined && DANGLING_STARTS.has(first);
}

export function measureParagraphs(document: Document): ParagraphResearch {
  const { paragraphs } = document;
  const total = paragraphs.reduce((sum, paragraph) => sum + paragraph.wordCount, 0);
  const dangling = paragraphs.filter(isDangling);
  const isDanglingParagraph = new Set(dangling);
  return {
    count: paragraphs.length,
    averageWords: paragraphs.length > 0 ? total / paragraphs.length : 0,
    longParagraphs: paragraphs.filter((paragraph) => paragraph.wordCount > LONG_PARAGRAPH_WORDS),
    dangling,
    selfContained: paragraphs.filter(
      (paragraph) =>
        paragraph.wordCount >= SELF_CONTAINED_WORDS.min &&
        paragraph.wordCount <= SELF_CONTAINED_WORDS.max &&
        !isDanglingParagraph.has(paragraph),
    ),
  };
}
