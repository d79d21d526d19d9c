import { describe, expect, it } from 'vitest';
import { stem } from './stem.ts';

describe('stem', () => {
  it.each([
    ['sources', 'source'],
    ['studies', 'study'],
    ['boxes', 'box'],
    ['brushes', 'brush'],
    ["reader's", 'reader'],
    ['brewing', 'brew'],
    ['configuration', 'configure'],
  ])('gives %s the stem of %s', (word, base) => {
    expect(stem(word)).toBe(stem(base));
  });

  it.each([
    ['news', 'new'],
    ['series', 'sery'],
    ['class', 'clas'],
    ['status', 'statu'],
  ])('does not turn %s into %s', (word, wrong) => {
    expect(stem(word)).not.toBe(wrong);
  });

  it('keeps news apart from new', () => {
    expect(stem('news')).not.toBe(stem('new'));
  });

  it('leaves a run of letters longer than any word as written, at once', () => {
    const run = 'a'.repeat(50_000);
    expect(stem(run)).toBe(run);
  });
});
