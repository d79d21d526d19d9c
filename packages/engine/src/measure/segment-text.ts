import type { LanguagePack } from '../languages/language-pack.ts';

// Sentences and words by Intl.Segmenter (Unicode's segmentation rules, every script), with the
// one thing it lacks: a sentence does not end after a known abbreviation ("Dr. Müller").

const wordSegmenters = new Map<string, Intl.Segmenter>();
const sentenceSegmenters = new Map<string, Intl.Segmenter>();

function segmenter(
  cache: Map<string, Intl.Segmenter>,
  locale: string,
  granularity: 'word' | 'sentence',
) {
  let found = cache.get(locale);
  if (!found) {
    found = new Intl.Segmenter(locale, { granularity });
    cache.set(locale, found);
  }
  return found;
}

export function segmentWords(text: string, locale = 'en'): string[] {
  const words: string[] = [];
  for (const part of segmenter(wordSegmenters, locale, 'word').segment(text))
    if (part.isWordLike) words.push(part.segment);
  return words;
}

const LAST_WORD = /(\S+)\s*$/u;
/** "3." or "1.5." at a sentence end: a list number or a figure, not an end of sentence. */
const ORDINAL_END = /(?:^|\s)\d{1,2}\.\s*$/u;

export function segmentSentences(text: string, pack: LanguagePack | null, locale = 'en'): string[] {
  const abbreviations = new Set(pack?.abbreviations ?? []);
  const sentences: string[] = [];
  let pending = '';
  for (const part of segmenter(sentenceSegmenters, locale, 'sentence').segment(text)) {
    pending += part.segment;
    const last = LAST_WORD.exec(pending)?.[1]?.toLowerCase() ?? '';
    const joinsNext =
      abbreviations.has(last) ||
      /^\p{Lu}\.$/u.test(LAST_WORD.exec(pending)?.[1] ?? '') ||
      (pack?.code === 'de' && ORDINAL_END.test(pending));
    if (!joinsNext) {
      if (pending.trim()) sentences.push(pending.trim());
      pending = '';
    }
  }
  if (pending.trim()) sentences.push(pending.trim());
  return sentences;
}
