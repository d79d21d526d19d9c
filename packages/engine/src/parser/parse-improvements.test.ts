import { describe, expect, it } from 'vitest';
import { parseImprovements, splitTitle } from './parse-improvements.ts';

describe('parseImprovements (spec §5 "IMPROVEMENT SUGGESTIONS")', () => {
  it('splits by bullets and numbers', () => {
    const items = parseImprovements([
      '- Cite your sources: it is essential for trust.',
      '2. Add a list: readers scan lists.',
      '* Shorten paragraph 3: you could split it in two.',
    ]);
    expect(items).toEqual([
      { severity: 'high', title: 'Cite your sources', description: 'it is essential for trust.' },
      { severity: 'medium', title: 'Add a list', description: 'readers scan lists.' },
      { severity: 'low', title: 'Shorten paragraph 3', description: 'you could split it in two.' },
    ]);
  });

  it('splits by blank lines and joins wrapped lines', () => {
    const items = parseImprovements([
      'Add headings. Every 300 words',
      'need one.',
      '',
      'Add an FAQ section.',
    ]);
    expect(items.map((item) => item.title)).toEqual(['Add headings', 'Add an FAQ section']);
    expect(items[0]?.description).toBe('Every 300 words need one.');
  });

  it.each([
    ['critical', 'high'],
    ['urgent', 'high'],
    ['essential', 'high'],
    ['must', 'high'],
    ['required', 'high'],
    ['minor', 'low'],
    ['optional', 'low'],
    ['consider', 'low'],
    ['could', 'low'],
    ['might', 'low'],
    ['useful', 'medium'],
  ])('gives "%s" the severity %s', (word, severity) => {
    expect(parseImprovements([`- Add sources: this is ${word} here.`])[0]?.severity).toBe(severity);
  });

  it('keeps only items over 10 characters', () => {
    expect(parseImprovements(['- Too short', '- Long enough!'])).toEqual([
      { severity: 'medium', title: 'Long enough', description: '' },
    ]);
  });

  it('strips emphasis from the title', () => {
    expect(parseImprovements(['1. **Add statistics**: numbers help.'])[0]?.title).toBe(
      'Add statistics',
    );
  });
});

describe('splitTitle (spec §5: the title is the text before the first punctuation)', () => {
  it.each([
    ['Add sources: cite two studies.', 'Add sources', 'cite two studies.'],
    ['Add sources. Cite two studies.', 'Add sources', 'Cite two studies.'],
    ['Add sources, statistics and quotes.', 'Add sources', 'statistics and quotes.'],
    ['Use short paragraphs; split long ones', 'Use short paragraphs', 'split long ones'],
    ['Is the intro direct? Start with the answer', 'Is the intro direct', 'Start with the answer'],
    ['Raise the score to 60.5 or more', 'Raise the score to 60.5 or more', ''],
  ])('splits %j', (item, title, description) => {
    expect(splitTitle(item)).toEqual({ title, description });
  });

  it('keeps the whole item as the title when it starts with punctuation', () => {
    expect(splitTitle(': add sources')).toEqual({ title: ': add sources', description: '' });
  });
});
