import { describe, expect, it } from 'vitest';
import { colorForKeywordScore, formatVolume, labelDifficulty } from './keyword-display.ts';

describe('colorForKeywordScore (spec §9, 8/6/4)', () => {
  it.each([
    [10, 'green'],
    [8, 'green'],
    [7.9, 'yellow'],
    [6, 'yellow'],
    [5, 'orange'],
    [4, 'orange'],
    [3.9, 'red'],
    [0, 'red'],
  ] as const)('%d is %s', (score, color) => {
    expect(colorForKeywordScore(score)).toBe(color);
  });
});

describe('labelDifficulty (spec §9)', () => {
  it.each([
    [100, 'Very Hard'],
    [80, 'Very Hard'],
    [79, 'Hard'],
    [60, 'Hard'],
    [59, 'Medium'],
    [40, 'Medium'],
    [39, 'Easy'],
    [20, 'Easy'],
    [19, 'Very Easy'],
    [0, 'Very Easy'],
  ] as const)('%d is %s', (difficulty, label) => {
    expect(labelDifficulty(difficulty)).toBe(label);
  });

  it('says N/A when the difficulty is absent', () => {
    expect(labelDifficulty()).toBe('N/A');
    expect(labelDifficulty(null)).toBe('N/A');
    expect(labelDifficulty(Number.NaN)).toBe('N/A');
  });
});

describe('formatVolume (spec §9, K with one decimal above 1000)', () => {
  it('shows volumes above 1000 in K with one decimal', () => {
    expect(formatVolume(1500)).toBe('1.5K');
    expect(formatVolume(1001)).toBe('1.0K');
    expect(formatVolume(12345)).toBe('12.3K');
  });

  it('shows 1000 and below as the plain number', () => {
    expect(formatVolume(1000)).toBe('1000');
    expect(formatVolume(999)).toBe('999');
    expect(formatVolume(0)).toBe('0');
  });
});
