import { describe, expect, it } from 'vitest';
import { tokenize } from '../document/tokenize.ts';
import { isQuotable } from './find-quotable-answer.ts';
import { isCompleteDefinition } from './find-short-definition.ts';

const sentence = (text: string) => ({ text, words: tokenize(text) });

// Opening definitions of real documents (fixtures/real, SOURCES.md), each under 15 words.
describe('a short definition by its class and what sets it apart', () => {
  it.each([
    'Widevine is a non-free library that cannot be distributed directly by Debian.',
    'GNU ed is a line-oriented text editor.',
    'Pino is a fast JSON logger for Node.js.',
    'Fontconfig is a library which handles font configuration and access at the system level.',
    'Hono - means flame in Japanese - is a small, simple, and ultrafast web framework.',
  ])('is a whole answer, quotable as it stands: %s', (text) => {
    expect(isCompleteDefinition(text)).toBe(true);
    expect(isQuotable(sentence(text))).toBe(true);
  });

  it.each([
    'Zod is a library.',
    'Debian is an operating system.',
    'The default encode function is the global encodeURIComponent.',
    'Our cheap VPN is the best VPN.',
    'Widevine cannot be distributed directly by Debian.',
  ])('names no class and difference, so it is no whole answer: %s', (text) => {
    expect(isCompleteDefinition(text)).toBe(false);
    expect(isQuotable(sentence(text))).toBe(false);
  });
});
