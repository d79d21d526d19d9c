import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify (spec §4 "Slug auto-fill")', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Beyond Google AI Search')).toBe('beyond-google-ai-search');
  });

  it('drops non-word characters', () => {
    expect(slugify('ChatGPT-ready content: 10 steps!')).toBe('chatgpt-ready-content-10-steps');
  });

  it('collapses repeated hyphens and spaces', () => {
    expect(slugify('a  --  b')).toBe('a-b');
    expect(slugify('one - two')).toBe('one-two');
  });

  it('folds accents instead of dropping the letter', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });

  it('trims hyphens at both ends and turns underscores into hyphens', () => {
    expect(slugify('  -Hello_World-  ')).toBe('hello-world');
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });

  it('always satisfies the page slug rule of spec §5', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        expect(slugify(title)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});
