import { countWords } from '@citable/engine';
import { MAX_CONTENT_CHARACTERS, MAX_CONTENT_WORDS } from '@citable/schemas';
import { AppError } from '../../lib/app-error.ts';

const format = (n: number) => n.toLocaleString('en-US');

/** Code points, so an emoji or a rare CJK character counts once, as a person would count it. */
function countCharacters(text: string): number {
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
 * The size limit of a tool's content, checked before any work (or stream) starts. Both a word
 * and a character limit: text without spaces is one "word" however long it is.
 */
export function assertContentWithinLimits(content: string): void {
  const words = countWords(content);
  if (words > MAX_CONTENT_WORDS) {
    throw new AppError(
      'payload_too_large',
      `The content is too long: ${format(words)} words. The limit is ${format(MAX_CONTENT_WORDS)} words.`,
    );
  }
  // Cheap first: a string has at least as many code units as code points.
  if (content.length <= MAX_CONTENT_CHARACTERS) return;
  const characters = countCharacters(content);
  if (characters > MAX_CONTENT_CHARACTERS) {
    throw new AppError(
      'payload_too_large',
      `The content is too long: ${format(characters)} characters. The limit is ${format(MAX_CONTENT_CHARACTERS)} characters.`,
    );
  }
}
