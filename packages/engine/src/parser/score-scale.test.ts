import { describe, expect, it } from 'vitest';
import { parseScoreLine } from './parse-score-line.ts';
import { readScale, rescale } from './score-scale.ts';

describe('readScale and rescale', () => {
  it.each([
    ['/100', 100],
    ['%', 100],
    [' / 10', 10],
    ['/5', 5],
    [' out of 10', 10],
    [' (Good)', null],
    ['/1000', null],
    ['/10.5', null],
  ])('reads %j as out of %s', (text, outOf) => {
    expect(readScale(text).outOf).toBe(outOf);
  });

  it('rescales 10- and 5-point scores to 0-100', () => {
    expect(rescale(8.5, 10)).toBe(85);
    expect(rescale(4, 5)).toBe(80);
    expect(rescale(85.5, 100)).toBe(85.5);
    expect(rescale(70, null)).toBe(70);
  });
});

describe('parseScoreLine on the forms real models write', () => {
  it.each([
    ['Semantic Clarity: 8/10', 80],
    ['**Semantic Clarity**: 8.5 / 10 - Very Good', 85],
    ['Semantic Clarity: 6 out of 10', 60],
    ['Semantic Clarity: 4/5', 80],
    ['**Semantic Clarity (80/100 – Very Good):** The text is plain.', 80],
    ['Semantic Clarity (80/100)', 80],
    ['**Semantic Clarity: Very Good (82/100)**', 82],
    ['| 1 | **Semantic Clarity** | 8/10 | Very Good | Short sentences |', 80],
    ['| Semantic Clarity | 84/100 (Very Good) | Notes here |', 84],
  ])('reads %j', (line, score) => {
    expect(parseScoreLine(line)).toEqual({ name: 'Semantic Clarity', score });
  });

  it('refuses scores beyond their written scale', () => {
    expect(parseScoreLine('Semantic Clarity: 12/10')).toBeNull();
    expect(parseScoreLine('Semantic Clarity: 6/5')).toBeNull();
  });

  it('reads the start of a long line only when the score there is unmistakable', () => {
    const paragraph = ' The text is plain and direct.'.repeat(20);
    expect(parseScoreLine(`**Semantic Clarity:** 85/100 —${paragraph}`)?.score).toBe(85);
    expect(parseScoreLine(`Semantic Clarity improved in 3 places:${paragraph}`)).toBeNull();
  });

  it('keeps a range in a sentence from passing for a score', () => {
    expect(parseScoreLine("I'll rate each criterion on a scale of 1-10.")).toBeNull();
  });
});
