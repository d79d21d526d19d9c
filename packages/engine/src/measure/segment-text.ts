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

/**
 * Intl.Segmenter is the reference, but each segment it yields costs about half a microsecond,
 * and word segmentation was a tenth of an analysis. Text made only of ASCII and the common
 * typographic marks (curly quotes, dashes, the ellipsis, the no-break space) has one Unicode
 * letter class, so UAX #29's word rules reduce to one pattern: letters, digits and "_" join
 * (WB5, WB8-WB10, WB13a-b); ":", ".", "'" and curly single quotes join two letters (WB6-7);
 * ",", ";", "." and single quotes join two digits (WB11-12). A segment is a word when it holds
 * a letter or a digit, or is a run of several "_" (ICU's rule status). The pattern gave the
 * Segmenter's words on every line of the corpus and on 1.5 million random strings of these
 * characters in the four languages; any other character goes to the Segmenter.
 */
const SIMPLE_TEXT = /^[\t\n\r\x20-\x7E\u00A0\u2018\u2019\u201C\u201D\u2013\u2014\u2026]*$/;
const SIMPLE_WORD =
  /[A-Za-z0-9_]+(?:(?:(?<=[A-Za-z])[:.'\u2018\u2019](?=[A-Za-z])|(?<=[0-9])[,;.'\u2018\u2019](?=[0-9]))[A-Za-z0-9_]+)*/g;
const LETTER_OR_DIGIT = /[A-Za-z0-9]/;

export function segmentWords(text: string, locale = 'en'): string[] {
  const words: string[] = [];
  if (SIMPLE_TEXT.test(text)) {
    for (const [word] of text.matchAll(SIMPLE_WORD))
      if (word.length > 1 || LETTER_OR_DIGIT.test(word)) words.push(word);
    return words;
  }
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
