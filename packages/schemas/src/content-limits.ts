import { formatCount } from './format-count.ts';

/** DESIGN.md 2: the four AI function calls. Prompts in a request count only from the admin. */
export const MAX_CONTENT_WORDS = 50_000;
/**
 * Words are runs of non-spaces, so text without spaces (Chinese, Japanese, one long token)
 * would pass the word limit at any length. 400,000 characters is about 50,000 long words.
 */
export const MAX_CONTENT_CHARACTERS = 400_000;

/**
 * Code points, so an emoji or a rare CJK character counts once, as a person would count it.
 * A loop rather than [...text].length: the editor counts on every keystroke, and a spread
 * would build a 400,000-element array each time.
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

/**
 * The message for a tool's content over its size limit, or null within both (issue 13). The
 * editor shows it before any call and the server refuses with it, so both say the same. Both a
 * word and a character limit: text without spaces is one "word" however long it is. Words are
 * counted by the caller with the engine's countWords, which this package does not depend on.
 */
export function contentOverLimitMessage(size: {
  words: number;
  characters: number;
}): string | null {
  if (size.words > MAX_CONTENT_WORDS)
    return `The content is too long: ${formatCount(size.words)} words. The limit is ${formatCount(MAX_CONTENT_WORDS)} words.`;
  if (size.characters > MAX_CONTENT_CHARACTERS)
    return `The content is too long: ${formatCount(size.characters)} characters. The limit is ${formatCount(MAX_CONTENT_CHARACTERS)} characters.`;
  return null;
}
