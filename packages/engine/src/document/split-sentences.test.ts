import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.ts';

const split = (text: string) =>
  splitSentences(text).map(({ start, end }) => text.slice(start, end));

describe('splitSentences', () => {
  it('splits after full stops, question and exclamation marks', () => {
    expect(split('One is here. Two is there! Is three next? Yes.')).toEqual([
      'One is here.',
      'Two is there!',
      'Is three next?',
      'Yes.',
    ]);
  });

  it('does not split after abbreviations, initials or decimals', () => {
    expect(split('Dr. Smith met J. Doe in the U.S. on Monday. Prices rose 3.5 percent.')).toEqual([
      'Dr. Smith met J. Doe in the U.S. on Monday.',
      'Prices rose 3.5 percent.',
    ]);
  });

  it('does not split before a lowercase continuation', () => {
    expect(split('Use lists, e.g. for steps. Then stop.')).toEqual([
      'Use lists, e.g. for steps.',
      'Then stop.',
    ]);
  });

  it('keeps closing quotes with their sentence', () => {
    expect(split('She said "it works." Then she left.')).toEqual([
      'She said "it works."',
      'Then she left.',
    ]);
  });

  it('keeps a last sentence without a full stop', () => {
    expect(split('First one. And a fragment')).toEqual(['First one.', 'And a fragment']);
  });

  it('returns nothing for blank text', () => {
    expect(split('   ')).toEqual([]);
  });
});

describe('splitSentences on Chinese', () => {
  it('ends a sentence at a full-width stop with no space after it', () => {
    const text = '它速度很快。它易于使用！';
    expect(splitSentences(text).map((span) => text.slice(span.start, span.end))).toEqual([
      '它速度很快。',
      '它易于使用！',
    ]);
  });
});
