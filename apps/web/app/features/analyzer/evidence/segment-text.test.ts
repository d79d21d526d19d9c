import { describe, expect, it } from 'vitest';
import { segmentText } from './segment-text.ts';

describe('segmentText', () => {
  const text = 'Intro.\n\nFirst one. Second one.\n\nLast.';
  const paragraphs = [{ start: 0, end: 6 }, { start: 8, end: 30 }, null];

  it('keeps the marked sentence in one piece inside its numbered paragraph', () => {
    const mark = { start: 19, end: 30 };
    const segments = segmentText(text.length, paragraphs, paragraphs[1] ?? null, mark);
    const marked = segments.filter((segment) => segment.isMark);
    expect(marked).toHaveLength(1);
    expect(text.slice(marked[0]?.start, marked[0]?.end)).toBe('Second one.');
    expect(marked[0]?.paragraph).toBe(2);
    expect(segments.map((s) => text.slice(s.start, s.end)).join('')).toBe(text);
    expect(segments.at(-1)?.paragraph).toBe(0);
  });

  it('clamps spans that run past the text instead of failing', () => {
    const segments = segmentText(5, [{ start: 2, end: 99 }], null, { start: 3, end: 50 });
    expect(segments.at(-1)).toMatchObject({ start: 3, end: 5, isMark: true, paragraph: 1 });
  });
});
