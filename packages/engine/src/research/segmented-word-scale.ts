import type { Document } from '../document/types.ts';
import { guessDocumentLanguage } from './measure-vocabulary.ts';

/**
 * Words the segmenter counts for each English word of the same text. Japanese splits off its
 * particles (は, を, の), so the same sentence counts more words than in English: Biome's README
 * averages 21.7 words a sentence in Japanese, 16.2 and 15.6 in Chinese (simplified,
 * traditional), 15.1 in English. Measured there; Korean, written with spaces, is not scaled.
 */
const SEGMENTED_WORDS_PER_ENGLISH_WORD: Readonly<Record<string, number>> = {
  Japanese: 1.45,
  Chinese: 1.05,
};

/** How many of the document's counted words make one English word: 1 outside Chinese and Japanese. */
export function segmentedWordScale(document: Document): number {
  const language = guessDocumentLanguage(document);
  return language.isEnglish ? 1 : (SEGMENTED_WORDS_PER_ENGLISH_WORD[language.name ?? ''] ?? 1);
}
