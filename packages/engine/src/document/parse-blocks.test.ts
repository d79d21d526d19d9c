import { describe, expect, it } from 'vitest';
import { parseBlocks } from './parse-blocks.ts';

describe('parseBlocks', () => {
  it('reads setext headings', () => {
    expect(parseBlocks('Title\n=====\n\nSub\n---\n\nText.')).toEqual([
      { kind: 'heading', level: 1, text: 'Title', implicit: false },
      { kind: 'heading', level: 2, text: 'Sub', implicit: false },
      { kind: 'paragraph', text: 'Text.', headingLike: false },
    ]);
  });

  it('keeps a loose list together and joins continuation lines', () => {
    expect(parseBlocks('- one\n  more\n\n- two\n  - nested\n\nAfter.')).toEqual([
      { kind: 'list', ordered: false, items: ['one more', 'two', 'nested'] },
      { kind: 'paragraph', text: 'After.', headingLike: false },
    ]);
  });

  it('reads ordered lists and ignores thematic breaks', () => {
    expect(parseBlocks('1. a\n2) b\n\n***\n')).toEqual([
      { kind: 'list', ordered: true, items: ['a', 'b'] },
    ]);
  });

  it('reads quotes across lines', () => {
    expect(parseBlocks('> one\n> two')).toEqual([{ kind: 'quote', text: 'one two' }]);
  });

  it('keeps an unclosed code fence to the end', () => {
    expect(parseBlocks('```\ncode')).toEqual([{ kind: 'code', text: 'code' }]);
  });
});
