import { buildDocument } from '../document/build-document.ts';
import { guessLanguage } from '../research/measure-vocabulary.ts';
import { FOREIGN_FUNCTION_WORDS } from '../research/word-lists.ts';
import type { KeywordItem } from '../types.ts';
import { rankPhrases, type WeightedText } from './rank-phrases.ts';
import { stripNonProse } from './strip-non-prose.ts';

export const KEYWORD_LIMITS = { min: 5, max: 15 } as const;
/** Headings and the opening say what a text is about more than the rest (SCORING.md). */
export const KEYWORD_WEIGHTS = { heading: 2, opening: 1.5, body: 1 } as const;
/** Keywords scoring under this are left out once the minimum of five is met. */
const MIN_LLM_SCORE = 3;

function collectTexts(text: string): WeightedText[] {
  const document = buildDocument(stripNonProse(text));
  const opening = new Set(document.paragraphs[0]?.sentences ?? []);
  return [
    ...document.headings.map((heading) => ({
      text: heading.text,
      weight: KEYWORD_WEIGHTS.heading,
    })),
    // A menu of links (navigation, a row of language names) says nothing about the topic.
    ...document.sentences
      .filter((sentence) => !sentence.isMenu)
      .map((sentence) => ({
        text: sentence.text,
        weight: opening.has(sentence) ? KEYWORD_WEIGHTS.opening : KEYWORD_WEIGHTS.body,
      })),
  ];
}

/** A German or French text's "der", "und", "les" are its stop words, never its keywords. */
function foreignStopWords(texts: readonly WeightedText[]): ReadonlySet<string> | undefined {
  const words = texts.flatMap(({ text }) => text.toLowerCase().match(/\p{L}+/gu) ?? []);
  const language = guessLanguage(words);
  return language.name ? FOREIGN_FUNCTION_WORDS[language.name] : undefined;
}

/**
 * The builtin keyword extractor (DESIGN §4, spec §3 "Keyword extraction response"): 5-15 key
 * phrases of the text with an llmScore of 0-10, relative to the strongest phrase.
 */
export function extractKeywords(text: string): KeywordItem[] {
  const texts = collectTexts(typeof text === 'string' ? text : '');
  const phrases = rankPhrases(texts, foreignStopWords(texts));
  // Phrases used once are kept only when the text has too few recurring ones.
  const recurring = phrases.filter((phrase) => phrase.count > 1);
  const ranked = recurring.length >= KEYWORD_LIMITS.min ? recurring : phrases;
  const top = ranked[0]?.score ?? 0;
  const items = ranked.slice(0, KEYWORD_LIMITS.max).map((phrase) => ({
    keyword: phrase.phrase,
    llmScore: Math.max(1, Math.min(10, Math.round(2 + 8 * Math.sqrt(phrase.score / top)))),
  }));
  const strong = items.filter((item) => item.llmScore >= MIN_LLM_SCORE);
  return strong.length >= KEYWORD_LIMITS.min ? strong : items.slice(0, KEYWORD_LIMITS.min);
}
