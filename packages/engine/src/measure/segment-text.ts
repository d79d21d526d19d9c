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

/**
 * Iterating Intl.Segmenter's segments costs time in proportion to the whole string for each
 * segment in V8 (200 KB of words took 17 s, the same in 2,000-character pieces 72 ms), so long
 * text is segmented in pieces cut at a space, which no word spans.
 */
const PIECE = 2000;

function* piecesOf(text: string): Generator<string> {
  let at = 0;
  while (text.length - at > PIECE) {
    const space = text.lastIndexOf(' ', at + PIECE);
    const end = space > at ? space + 1 : at + PIECE;
    yield text.slice(at, end);
    at = end;
  }
  yield text.slice(at);
}

export function segmentWords(text: string, locale = 'en'): string[] {
  const words: string[] = [];
  const wordBreaker = segmenter(wordSegmenters, locale, 'word');
  for (const piece of piecesOf(text))
    for (const part of wordBreaker.segment(piece)) if (part.isWordLike) words.push(part.segment);
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
    // Only the end of what is pending is read: a regular expression anchored at the end still
    // tries every start, and a 50 KB run of full stops made that quadratic.
    const tail = pending.slice(-64);
    const lastWord = LAST_WORD.exec(tail)?.[1] ?? '';
    const joinsNext =
      abbreviations.has(lastWord.toLowerCase()) ||
      /^\p{Lu}\.$/u.test(lastWord) ||
      (pack?.code === 'de' && ORDINAL_END.test(tail));
    if (!joinsNext) {
      if (pending.trim()) sentences.push(pending.trim());
      pending = '';
    }
  }
  if (pending.trim()) sentences.push(pending.trim());
  return sentences;
}
