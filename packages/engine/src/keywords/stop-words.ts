import { MULTILINGUAL_FUNCTION_WORDS } from '../research/content-keys.ts';
import { FUNCTION_WORDS } from '../research/word-lists.ts';
import words from './stop-words.json' with { type: 'json' };

/**
 * Words that never make a keyword on their own and break a phrase apart: the function words
 * plus common verbs, vague nouns and evaluative adjectives (stop-words.json; see SCORING.md).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  // Function words of ten languages (the stopword package), so "en", "als" or "的" never
  // become keywords of a French, German or Chinese text.
  ...MULTILINGUAL_FUNCTION_WORDS,
  ...words.boilerplate,
  ...words.vague,
]);
