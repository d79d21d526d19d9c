import { tokenize } from '../document/tokenize.ts';
import { guessLanguage } from '../research/measure-vocabulary.ts';
import { FOREIGN_FUNCTION_WORDS } from '../research/word-lists.ts';

export interface TextLanguage {
  isEnglish: boolean;
  /** "German" and so on; null for English or a language the engine does not know. */
  name: string | null;
  /** The language's function words, for key phrases; empty for English. */
  stopWords: ReadonlySet<string>;
}

/** Judged from function words, as the analyzer does, on the prose only. */
export function readTextLanguage(prose: string): TextLanguage {
  const guess = guessLanguage(tokenize(prose));
  const name = guess.isEnglish ? null : guess.name;
  return {
    isEnglish: guess.isEnglish,
    name,
    stopWords: (name && FOREIGN_FUNCTION_WORDS[name]) || new Set(),
  };
}

/**
 * The one label the improver may write into a text: the marker after a claim. It follows the
 * text's language; where no translation is known there is none, and the claim stays in the
 * review list only (issue 11: no English "[source needed]" in a German page).
 */
const SOURCE_NEEDED: Readonly<Record<string, string>> = {
  English: '[source needed]',
  German: '[Quelle fehlt]',
  French: '[source nécessaire]',
  Spanish: '[falta la fuente]',
  Italian: '[fonte mancante]',
};

export function sourceNeededLabel(language: TextLanguage): string | null {
  return SOURCE_NEEDED[language.isEnglish ? 'English' : (language.name ?? '')] ?? null;
}

/** Every marker the improver has ever written, in any language: never proposed twice. */
export const ALL_SOURCE_NEEDED_LABELS: readonly string[] = Object.values(SOURCE_NEEDED);

/**
 * Why a text in another language gets fewer edits: new headings, answer-first openings and
 * named subjects would be English words or grammar in it, so only edits that add none are
 * offered: its own lines and questions made headings, splits, lists and claim markers.
 */
export function otherLanguageNotice(
  language: TextLanguage,
  hasLists: boolean,
  label: string | null,
  hasEdits: boolean,
): string {
  const kinds = [
    'its own bold or title lines and questions made headings',
    'splits where the topic changes',
    ...(hasLists ? ['lists of the items after a colon'] : []),
    ...(label ? [`claim markers in its own language (“${label}”)`] : []),
  ];
  const which = language.name ? `in ${language.name}` : 'not in English';
  return `This text is ${which}, so the improver proposes only edits that add no English words: ${kinds.join(', ')}. New headings, answer-first openings and named subjects are proposed for English text only.${hasEdits ? '' : ' None of these applies to this text.'}`;
}
