// Combining marks stay inside their word: Devanagari writes its vowels as marks (प्रयोग was
// cut into three "words"), and so may decomposed accents (e + U+0301).
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’.-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;
/** Scripts written without spaces between words: Han, kana and Hangul. */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々]+/gu;

// The runtime's own dictionary-based word breaker (ICU), so Chinese and Japanese are read as
// words rather than as one word per clause; created once, it holds no state between calls.
let segmenter: Intl.Segmenter | undefined;

function segmentCjk(run: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words: string[] = [];
  for (const piece of segmenter.segment(run)) if (piece.isWordLike) words.push(piece.segment);
  return words;
}

/** A word lowercased, its curly apostrophes straight; most words have none to replace. */
function toToken(word: string): string {
  const lower = word.toLowerCase();
  return lower.includes('’') ? lower.replace(/’/g, "'") : lower;
}

/**
 * Lowercased word tokens; apostrophes, hyphens and inner dots stay inside a word. Runs of
 * Chinese, Japanese or Korean script are split into words by Intl.Segmenter.
 */
export function tokenize(text: string): string[] {
  const words = (text.match(WORD) ?? []).map(toToken);
  if (!CJK.test(text)) return words;
  return words.flatMap((word) => (CJK.test(word) ? splitCjkWord(word) : [word]));
}

/** A token mixing scripts ("Biome是") keeps its Latin part whole and segments the rest. */
function splitCjkWord(word: string): string[] {
  const out: string[] = [];
  let last = 0;
  for (const match of word.matchAll(CJK_RUN)) {
    if (match.index > last) out.push(word.slice(last, match.index));
    out.push(...segmentCjk(match[0]));
    last = match.index + match[0].length;
  }
  if (last < word.length) out.push(word.slice(last));
  return out.filter((piece) => /[\p{L}\p{N}]/u.test(piece));
}
