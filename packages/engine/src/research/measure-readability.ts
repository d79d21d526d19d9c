import { countSyllables } from '../document/tokenize.ts';
import type { Document } from '../document/types.ts';
import { segmentedWordScale } from './segmented-word-scale.ts';
import type { ReadabilityResearch } from './types.ts';
import { VAGUE_PATTERN } from './word-lists.ts';

/**
 * Sentences longer than this count as long (SCORING.md, Semantic Clarity), in English words:
 * Chinese and Japanese sentences are measured against it scaled by `segmentedWordScale`.
 */
export const LONG_SENTENCE_WORDS = 25;

/** Flesch reading ease: 206.835 - 1.015 x words per sentence - 84.6 x syllables per word. */
function scoreFlesch(words: number, sentences: number, syllables: number): number {
  if (words === 0 || sentences === 0) return 0;
  return 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
}

export function measureReadability(document: Document): ReadabilityResearch {
  const prose = document.sentences.filter((s) => s.kind === 'paragraph' || s.kind === 'quote');
  const sentences = prose.length > 0 ? prose : document.sentences;
  let words = 0;
  let syllables = 0;
  let vagueWords = 0;
  const vagueExamples: string[] = [];
  for (const sentence of sentences) {
    words += sentence.words.length;
    for (const word of sentence.words) syllables += countSyllables(word);
    for (const match of sentence.text.matchAll(VAGUE_PATTERN)) {
      vagueWords++;
      const example = match[0].toLowerCase();
      if (vagueExamples.length < 3 && !vagueExamples.includes(example)) vagueExamples.push(example);
    }
  }
  // Biome's Japanese README was told to split sentences its English one was praised for.
  const scale = segmentedWordScale(document);
  return {
    sentenceCount: sentences.length,
    averageSentenceWords: sentences.length > 0 ? words / sentences.length / scale : 0,
    longSentences: sentences.filter(
      (sentence) => sentence.words.length > LONG_SENTENCE_WORDS * scale,
    ),
    wordScale: scale,
    fleschReadingEase: scoreFlesch(words, sentences.length, syllables),
    vagueWords,
    vagueExamples,
  };
}
