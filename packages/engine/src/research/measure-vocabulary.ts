import { CJK } from '../document/tokenize.ts';
import type { Document, Sentence } from '../document/types.ts';
import { countCodeExamples } from './count-code-examples.ts';
import { stem } from './stem.ts';
import type { LanguageGuess, VocabularyResearch } from './types.ts';
import {
  ENGLISH_MARKERS,
  FOREIGN_FUNCTION_WORDS,
  FUNCTION_WORDS,
  IMPERATIVE_START,
  LOREM_WORDS,
} from './word-lists.ts';

/** Window of the moving-average type-token ratio; it keeps the ratio independent of length. */
export const VARIETY_WINDOW = 50;
/** A term must occur this often before its share can read as stuffing. */
const MIN_TERM_COUNT = 4;
/** Sentences shorter than this may repeat naturally ("Yes.", "Step one."). */
const MIN_REPEATED_WORDS = 4;
/**
 * A sentence stated twice is often deliberate (a summary, an FAQ answer) and costs little;
 * every copy beyond the second counts in full.
 */
const SECOND_COPY_COST = 0.2;

/**
 * Words that bring in an example. "e.g." ends on a full stop, so no word boundary can follow it:
 * written inside the group it never matched, and git's README.Debian ("just fine, e.g.:") and
 * its "Here's an example for an apache virtual server" counted no example.
 */
const EXAMPLE_MARKERS =
  /\b(?:for example|for instance|such as|including|case study|to illustrate|here(?:['’]s| is) an example|the following example)\b|\be\.g\./gi;
const SECOND_PERSON = /^(?:you|your|yours|yourself|you're|you'll|you've)$/;

/** A text is judged foreign from this many words, when another language's function words take this share and come close to the English ones (MIXED_ENGLISH_RATIO). */
const LANGUAGE_MIN_TOKENS = 20;
const FOREIGN_MIN_SHARE = 0.12;
/**
 * A half-translated text is read as the other language: passwd(1) in German leaves half its
 * paragraphs in English (16% English function words, 15% German), and its German sentences
 * were given a Flesch score and told to "use plainer words". The other language needs only
 * come close to the English function words, within this ratio.
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
 * engine does not list: Biome's README in Hindi, with none of the English linking words, was "a
 * list of words" (3%) and scored 5 where the English one scores 61.
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
  for (const [script, name] of SCRIPT_LANGUAGES) {
    // Greek letters serve as symbols in English too (α, π): only whole words of two or more count.
    const written = words.filter((word) => word.length > 1 && script.test(word)).length;
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

export function isContentWord(word: string): boolean {
  return word.length > 2 && !FUNCTION_WORDS.has(word) && !/^\d/.test(word);
}

/** Moving-average type-token ratio, updated incrementally so it stays linear in length. */
function measureVariety(stems: readonly string[]): number {
  if (stems.length === 0) return 0;
  const window = Math.min(VARIETY_WINDOW, stems.length);
  const counts = new Map<string, number>();
  const add = (term: string, delta: number) => {
    const next = (counts.get(term) ?? 0) + delta;
    if (next === 0) counts.delete(term);
    else counts.set(term, next);
  };
  for (let i = 0; i < window; i++) add(stems[i] as string, 1);
  let total = counts.size;
  for (let i = window; i < stems.length; i++) {
    add(stems[i - window] as string, -1);
    add(stems[i] as string, 1);
    total += counts.size;
  }
  return total / (stems.length - window + 1) / window;
}

function findTopTerm(
  sentences: readonly Sentence[],
  tokenCount: number,
  isContent: (word: string) => boolean,
): VocabularyResearch['topTerm'] {
  // Keyed by stem so "bean" and "beans" count together; shown as first written.
  const counts = new Map<string, { term: string; count: number; length: number }>();
  const count = (key: string, term: string, length: number) => {
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { term, count: 1, length });
  };
  for (const { words } of sentences) {
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string;
      if (!isContent(word)) continue;
      count(stem(word), word, 1);
      const next = words[i + 1];
      if (next !== undefined && isContent(next))
        count(`${stem(word)} ${stem(next)}`, `${word} ${next}`, 2);
    }
  }
  let top: VocabularyResearch['topTerm'] = null;
  for (const entry of counts.values()) {
    if (entry.count < MIN_TERM_COUNT) continue;
    const share = (entry.count * entry.length) / Math.max(1, tokenCount);
    if (!top || share > top.share) top = { term: entry.term, count: entry.count, share };
  }
  return top;
}

function findRepeats(sentences: readonly Sentence[]) {
  const counts = new Map<string, { text: string; count: number }>();
  let considered = 0;
  for (const sentence of sentences) {
    if (sentence.words.length < MIN_REPEATED_WORDS) continue;
    considered++;
    const key = sentence.words.join(' ');
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { text: sentence.text, count: 1 });
  }
  const repeated = [...counts.values()].filter((entry) => entry.count > 1);
  repeated.sort((a, b) => b.count - a.count);
  const excess = repeated.reduce((sum, entry) => sum + SECOND_COPY_COST + (entry.count - 2), 0);
  return { repeated, uniqueShare: considered === 0 ? 1 : 1 - excess / considered };
}

/**
 * A run of names set one to a line, read as one sentence: nearly every word capitalised and no
 * full stop ("DejaVu Sans Mono Bold / DejaVu Sans Mono Bold Oblique / ..." in fonts-dejavu's
 * README). It lists things, as a table does; it is no sentence missing its linking words.
 */
const NAME_RUN_SHARE = 0.8;
const NAME_RUN_MIN_WORDS = 6;
function isRunOfNames(sentence: Sentence): boolean {
  if (/[.!?:;]["'’”)]*\s*$/u.test(sentence.text.trim())) return false;
  const words = sentence.text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (words.length < NAME_RUN_MIN_WORDS) return false;
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return capitalised >= words.length * NAME_RUN_SHARE;
}

/**
 * Whether the words of a text are linked into sentences is judged on its words, not on its
 * codes and numbers ("U+01BA, U+01BF, U+01F7..."), nor on its lists of names: the 310-word
 * README of fonts-dejavu, whose prose is plain English, was "a list of words" with 13% linking
 * words, for its list of 22 fonts and of 120 code points, and scored 8 of 100.
 */
function isLinkingCandidate(word: string): boolean {
  return !/\d/.test(word) && /\p{L}{2}/u.test(word);
}

export function measureVocabulary(document: Document): VocabularyResearch {
  const { sentences } = document;
  const language = guessDocumentLanguage(document);
  // In a foreign text its own function words ("der", "les") are not content: they would read
  // as a stuffed term and as repeated vocabulary.
  const foreignWords = language.name ? FOREIGN_FUNCTION_WORDS[language.name] : undefined;
  // Chinese and Japanese words are one to four characters; one-character ones are mostly
  // particles (的, の), so two or more make a content word there.
  const isCjk = language.name === 'Chinese' || language.name === 'Japanese';
  const isContent = isCjk
    ? (word: string) => word.length >= 2 && !/^\d/.test(word)
    : (word: string) => isContentWord(word) && !foreignWords?.has(word);
  let tokenCount = 0;
  let functionWords = 0;
  let linkingTokens = 0;
  let linkingFunctionWords = 0;
  let loremWords = 0;
  let secondPerson = 0;
  let exampleMarkers = 0;
  let instructions = 0;
  const contentStems: string[] = [];
  for (const sentence of sentences) {
    const isNames = isRunOfNames(sentence);
    for (const word of sentence.words) {
      tokenCount++;
      // A linking word of any language the engine knows counts: a page half in English and
      // half in German (a partly translated manual) is prose, not a list of words.
      const isFunction = FUNCTION_WORDS.has(word) || FOREIGN_INDEX.has(word);
      if (isFunction) functionWords++;
      if (!isNames && (isFunction || isLinkingCandidate(word))) {
        linkingTokens++;
        if (isFunction) linkingFunctionWords++;
      }
      if (LOREM_WORDS.has(word)) loremWords++;
      if (SECOND_PERSON.test(word)) secondPerson++;
      if (isContent(word)) contentStems.push(stem(word));
    }
    exampleMarkers += sentence.text.match(EXAMPLE_MARKERS)?.length ?? 0;
    if (IMPERATIVE_START.test(sentence.text.trim())) instructions++;
  }
  const repeats = findRepeats(sentences);
  const share = (count: number) => (tokenCount === 0 ? 0 : count / tokenCount);
  return {
    tokenCount,
    language,
    // Judged on the words of sentences; a text that is nothing else (only codes or names) is
    // judged on all of them.
    functionWordShare:
      linkingTokens >= LANGUAGE_MIN_TOKENS
        ? linkingFunctionWords / linkingTokens
        : share(functionWords),
    functionWordShareOfAllTokens: share(functionWords),
    distinctContentWords: new Set(contentStems).size,
    lexicalVariety: measureVariety(contentStems),
    topTerm: findTopTerm(sentences, tokenCount, isContent),
    repeatedSentences: repeats.repeated,
    uniqueSentenceShare: repeats.uniqueShare,
    loremShare: share(loremWords),
    // Code examples count as examples as much as "for example" does.
    exampleMarkers: exampleMarkers + countCodeExamples(document),
    secondPersonPer100: share(secondPerson) * 100,
    instructionsPer100: share(instructions) * 100,
  };
}
