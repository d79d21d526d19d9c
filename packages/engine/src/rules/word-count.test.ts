import { describe, expect, it } from 'vitest';
import { countWords, isContentTooShort, RECOMMENDED_MIN_WORDS } from './word-count.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('Hello, world!  How are\nyou?')).toBe(5);
  });

  it('is 0 for empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t ')).toBe(0);
  });

  it('ignores leading and trailing whitespace', () => {
    expect(countWords('  one two  ')).toBe(2);
  });
});

describe('isContentTooShort (spec §5, 50-word advice)', () => {
  it('recommends at least 50 words', () => {
    expect(RECOMMENDED_MIN_WORDS).toBe(50);
  });

  it('warns when some text is present but under 50 words', () => {
    expect(isContentTooShort(words(1))).toBe(true);
    expect(isContentTooShort(words(49))).toBe(true);
  });

  it('does not warn at 50 words or more', () => {
    expect(isContentTooShort(words(50))).toBe(false);
  });

  it('does not warn when there is no text at all', () => {
    expect(isContentTooShort('')).toBe(false);
    expect(isContentTooShort('   ')).toBe(false);
  });
});
