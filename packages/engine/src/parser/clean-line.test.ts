import { describe, expect, it } from 'vitest';
import { cleanLine, isBulletLine, stripEmphasis } from './clean-line.ts';

describe('cleanLine', () => {
  it.each([
    ['- Semantic Clarity: 85', 'Semantic Clarity: 85'],
    ['* Semantic Clarity: 85', 'Semantic Clarity: 85'],
    ['• Semantic Clarity: 85', 'Semantic Clarity: 85'],
    ['1. Semantic Clarity: 85', 'Semantic Clarity: 85'],
    ['2) Semantic Clarity: 85', 'Semantic Clarity: 85'],
    ['## 2. KEY INSIGHTS', 'KEY INSIGHTS'],
    ['> **Semantic Clarity**: 85', 'Semantic Clarity: 85'],
    ['  - *Clarity*: 85 (_Good_)', 'Clarity: 85 (Good)'],
  ])('cleans %j', (line, expected) => {
    expect(cleanLine(line)).toBe(expected);
  });

  it('keeps underscores and stars inside words', () => {
    expect(stripEmphasis('snake_case and 2*3')).toBe('snake_case and 2*3');
  });
});

describe('isBulletLine', () => {
  it('recognises bullets and numbered items', () => {
    expect(isBulletLine('- item')).toBe(true);
    expect(isBulletLine('  3. item')).toBe(true);
    expect(isBulletLine('plain text')).toBe(false);
    expect(isBulletLine('3.5 percent')).toBe(false);
  });
});
