import { describe, expect, it } from 'vitest';
import { stem } from './stem.ts';

describe('stem', () => {
  it.each([
    ['sources', 'source'],
    ['studies', 'study'],
    ['boxes', 'box'],
    ['brushes', 'brush'],
    ["reader's", 'reader'],
    ['class', 'class'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['famous', 'famous'],
    ['its', 'its'],
  ])('stems %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});
