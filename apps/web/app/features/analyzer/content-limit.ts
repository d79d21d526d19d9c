import { countWords } from '@citable/engine';
import { MAX_CONTENT_CHARACTERS, MAX_CONTENT_WORDS } from '@citable/schemas';

/** From this share of the limit on, the editor shows the count next to the limit. */
export const LIMIT_WARNING_SHARE = 0.8;

const format = (n: number) => n.toLocaleString('en-US');

/**
 * Code points, as the server counts them (services/functions/content-limits.ts), so an emoji
 * counts once. A loop rather than [...text].length: no 400,000-element array per keystroke.
 */
export function countCharacters(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

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
  const overLimitMessage =
    words > MAX_CONTENT_WORDS
      ? `The content is too long: ${format(words)} words. The limit is ${format(MAX_CONTENT_WORDS)} words.`
      : characters > MAX_CONTENT_CHARACTERS
        ? `The content is too long: ${format(characters)} characters. The limit is ${format(MAX_CONTENT_CHARACTERS)} characters.`
        : null;
  return {
    characters,
    words,
    isNearLimit: characters >= MAX_CONTENT_CHARACTERS * LIMIT_WARNING_SHARE,
    overLimitMessage,
  };
}

export function formatCharacterCount(characters: number): string {
  return `${format(characters)} / ${format(MAX_CONTENT_CHARACTERS)} characters`;
}
