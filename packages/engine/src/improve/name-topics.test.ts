import { describe, expect, it } from 'vitest';
import { groupParagraphs, nameTopic } from './name-topics.ts';
import { splitRawSentences } from './raw-sentences.ts';

describe('groupParagraphs', () => {
  it('groups consecutive paragraphs into runs of about 150 words', () => {
    expect(groupParagraphs([60, 60, 60, 60, 60])).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
    expect(groupParagraphs([80, 80, 80])).toEqual([[0, 1], [2]]);
    expect(groupParagraphs([400, 20])).toEqual([[0], [1]]);
    expect(groupParagraphs([])).toEqual([]);
    expect(groupParagraphs([0, 0])).toEqual([[0, 1]]);
  });
});

describe('nameTopic', () => {
  it('names a group by its strongest recurring phrase, not used before', () => {
    const sentences = splitRawSentences(
      'Paper filters catch fine grounds. Paper filters cost little. Metal sieves last.',
    );
    const used = new Set<string>();
    expect(nameTopic(sentences, used)).toBe('Paper filters');
    expect(nameTopic(sentences, used)).not.toBe('Paper filters');
  });

  it('gives no name to a group without content words', () => {
    expect(nameTopic(splitRawSentences('It is what it is.'), new Set())).toBeNull();
  });
});
