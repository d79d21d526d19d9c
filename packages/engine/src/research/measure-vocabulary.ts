import { CJK } from '../document/tokenize.ts';
import type { Document } from '../document/types.ts';
import { ENGLISH_MARKERS, FOREIGN_FUNCTION_WORDS } from './word-lists.ts';

/** Which language the text is written in, judged from function words. */
export interface LanguageGuess {
  /** False when another language's function words outnumber the English ones. */
  isEnglish: boolean;
  /** The other language, when the text is not English ("German"); null for English. */
  name: string | null;
  englishShare: number;
  foreignShare: number;
}

/** A text is judged foreign from this many words, when another language's function words take this share and come close to the English ones (MIXED_ENGLISH_RATIO). */
const LANGUAGE_MIN_TOKENS = 20;
const FOREIGN_MIN_SHARE = 0.12;
/**
 * A half-translated text is read as the other language: a translated manual may leave half its
 * paragraphs in English, and an English readability formula says nothing of the rest. The other
 * language needs only come close to the English function words, within this ratio.
 */
const MIXED_ENGLISH_RATIO = 1.25;

/** Each foreign function word with the languages it belongs to: one lookup per word. */
const FOREIGN_INDEX = new Map<string, string[]>();
for (const [name, list] of Object.entries(FOREIGN_FUNCTION_WORDS)) {
  for (const word of list) FOREIGN_INDEX.set(word, [...(FOREIGN_INDEX.get(word) ?? []), name]);
}

/**
 * Share of words in Chinese, Japanese or Korean script from which a text is read as one; the
 * same share of another script names its language (SCRIPT_LANGUAGES).
 */
const CJK_MIN_SHARE = 0.3;

function guessCjk(words: readonly string[]): string | null {
  let cjk = 0;
  let kana = 0;
  let hangul = 0;
  for (const word of words) {
    // Han, kana and Hangul all lie above U+2E80: one comparison rules out every other word.
    if (word.charCodeAt(0) < 0x2e80 || !CJK.test(word)) continue;
    cjk++;
    if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word)) kana++;
    else if (/\p{Script=Hangul}/u.test(word)) hangul++;
  }
  if (words.length < LANGUAGE_MIN_TOKENS || cjk < words.length * CJK_MIN_SHARE) return null;
  return kana > 0 ? 'Japanese' : hangul > cjk / 2 ? 'Korean' : 'Chinese';
}

/**
 * Scripts that name their language well enough for the analysis, whose function words the
 * engine does not list: a text in Hindi has none of the English linking words, and would be read
 * as "a list of words".
 */
const SCRIPT_LANGUAGES: readonly [RegExp, string][] = [
  [/\p{Script=Devanagari}/u, 'Hindi'],
  [/\p{Script=Arabic}/u, 'Arabic'],
  [/\p{Script=Hebrew}/u, 'Hebrew'],
  [/\p{Script=Greek}/u, 'Greek'],
  [/\p{Script=Thai}/u, 'Thai'],
  [/\p{Script=Bengali}/u, 'Bengali'],
  [/\p{Script=Tamil}/u, 'Tamil'],
];

function guessByScript(words: readonly string[]): string | null {
  if (words.length < LANGUAGE_MIN_TOKENS) return null;
  // Every script listed lies outside ASCII: only words with a letter beyond it are tested, and
  // too few of them rule every script out at once.
  // Greek letters serve as symbols in English too (α, π): only whole words of two or more count.
  const beyondAscii = words.filter((word) => word.length > 1 && /[\u0080-\uffff]/.test(word));
  if (beyondAscii.length < words.length * CJK_MIN_SHARE) return null;
  for (const [script, name] of SCRIPT_LANGUAGES) {
    const written = beyondAscii.filter((word) => script.test(word)).length;
    if (written >= words.length * CJK_MIN_SHARE) return name;
  }
  return null;
}

export function guessLanguage(words: readonly string[]): LanguageGuess {
  const cjk = guessCjk(words) ?? guessByScript(words);
  if (cjk) return { isEnglish: false, name: cjk, englishShare: 0, foreignShare: 1 };
  let english = 0;
  const foreign = new Map<string, number>();
  for (const word of words) {
    if (ENGLISH_MARKERS.has(word)) english++;
    for (const name of FOREIGN_INDEX.get(word) ?? [])
      foreign.set(name, (foreign.get(name) ?? 0) + 1);
  }
  let top: [string, number] | null = null;
  for (const entry of foreign) if (!top || entry[1] > top[1]) top = entry;
  const total = Math.max(1, words.length);
  const englishShare = english / total;
  const foreignShare = (top?.[1] ?? 0) / total;
  const isEnglish = !(
    words.length >= LANGUAGE_MIN_TOKENS &&
    foreignShare >= FOREIGN_MIN_SHARE &&
    foreignShare * MIXED_ENGLISH_RATIO > englishShare
  );
  return { isEnglish, name: isEnglish ? null : (top?.[0] ?? null), englishShare, foreignShare };
}

const documentLanguages = new WeakMap<Document, LanguageGuess>();

/**
 * The language of the document's words, guessed once per document: the vocabulary, the scale
 * of segmented words and the retrieval test all ask it.
 */
export function guessDocumentLanguage(document: Document): LanguageGuess {
  let language = documentLanguages.get(document);
  if (!language) {
    language = guessLanguage(document.sentences.flatMap((sentence) => sentence.words));
    documentLanguages.set(document, language);
  }
  return language;
}
