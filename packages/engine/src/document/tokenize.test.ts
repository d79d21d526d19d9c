import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('lowercases words and keeps contractions, hyphens and decimals whole', () => {
    expect(tokenize('Don’t use e-mail: 3.5 times, OK?')).toEqual([
      "don't",
      'use',
      'e-mail',
      '3.5',
      'times',
      'ok',
    ]);
  });

  it('reads letters of any script', () => {
    expect(tokenize('Café Müller')).toEqual(['café', 'müller']);
  });
});

describe('tokenize on Chinese and Japanese', () => {
  it('segments text written without spaces into words', () => {
    expect(tokenize('Biome 是一个高性能工具链')).toEqual([
      'biome',
      '是',
      '一个',
      '高性能',
      '工具',
      '链',
    ]);
    expect(tokenize('高性能なツールチェーンです').length).toBeGreaterThan(3);
  });
});
