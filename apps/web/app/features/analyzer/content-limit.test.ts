import { MAX_CONTENT_CHARACTERS, MAX_CONTENT_WORDS } from '@citable/schemas';
import { describe, expect, it } from 'vitest';
import { formatCharacterCount, measureContent } from './content-limit.ts';

describe('measureContent', () => {
  it('says nothing about the limit for ordinary text', () => {
    const size = measureContent('A short paragraph about cold brew coffee.');
    expect(size).toMatchObject({ words: 7, isNearLimit: false, overLimitMessage: null });
  });

  it('shows the count from 80% of the character limit on', () => {
    const below = 'a'.repeat(MAX_CONTENT_CHARACTERS * 0.8 - 1);
    expect(measureContent(below).isNearLimit).toBe(false);
    expect(measureContent(`${below}a`).isNearLimit).toBe(true);
    expect(measureContent(`${below}a`).overLimitMessage).toBeNull();
  });

  it('refuses one character over the limit with the server message', () => {
    const text = 'a'.repeat(MAX_CONTENT_CHARACTERS + 1);
    expect(measureContent(text).overLimitMessage).toBe(
      'The content is too long: 400,001 characters. The limit is 400,000 characters.',
    );
    expect(measureContent(text.slice(1)).overLimitMessage).toBeNull();
  });

  it('refuses more words than the limit', () => {
    const text = 'a '.repeat(MAX_CONTENT_WORDS + 1);
    expect(measureContent(text).overLimitMessage).toBe(
      'The content is too long: 50,001 words. The limit is 50,000 words.',
    );
  });

  it('counts an emoji once, as the server does', () => {
    expect(measureContent('a😀b').characters).toBe(3);
    expect(formatCharacterCount(320_000)).toBe('320,000 / 400,000 characters');
  });
});
