import { describe, expect, it } from 'vitest';
import { contentOverLimitMessage, countCharacters } from './content-limits.ts';
import { MAX_CONTENT_CHARACTERS, MAX_CONTENT_WORDS } from './functions.ts';

describe('content limits (issue 13)', () => {
  it('says nothing within both limits', () => {
    expect(
      contentOverLimitMessage({ words: MAX_CONTENT_WORDS, characters: MAX_CONTENT_CHARACTERS }),
    ).toBeNull();
  });

  it('names the word count first, then the character count', () => {
    expect(contentOverLimitMessage({ words: 50_001, characters: 500_000 })).toBe(
      'The content is too long: 50,001 words. The limit is 50,000 words.',
    );
    expect(contentOverLimitMessage({ words: 1, characters: 400_001 })).toBe(
      'The content is too long: 400,001 characters. The limit is 400,000 characters.',
    );
  });

  it('counts an emoji once and a lone surrogate as one', () => {
    expect(countCharacters('a😀b')).toBe(3);
    expect(countCharacters('a\ud83db')).toBe(3);
  });
});
