import { countWords } from '@citable/engine';
import {
  contentOverLimitMessage,
  countCharacters,
  formatCount,
  MAX_CONTENT_CHARACTERS,
} from '@citable/schemas/constants';

/** From this share of the limit on, the editor shows the count next to the limit. */
export const LIMIT_WARNING_SHARE = 0.8;

export interface ContentSize {
  characters: number;
  words: number;
  /** Near or over the character limit: show the count against it. */
  isNearLimit: boolean;
  /** The server's message for this size, or null when it is within both limits. */
  overLimitMessage: string | null;
}

/** The same limits and words as the server, checked before any call (issue 13). */
export function measureContent(text: string): ContentSize {
  const characters = countCharacters(text);
  const words = countWords(text);
  return {
    characters,
    words,
    isNearLimit: characters >= MAX_CONTENT_CHARACTERS * LIMIT_WARNING_SHARE,
    overLimitMessage: contentOverLimitMessage({ characters, words }),
  };
}

export function formatCharacterCount(characters: number): string {
  return `${formatCount(characters)} / ${formatCount(MAX_CONTENT_CHARACTERS)} characters`;
}
