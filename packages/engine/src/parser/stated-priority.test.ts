import { describe, expect, it } from 'vitest';
import { parseImprovements } from './parse-improvements.ts';
import { readPriorityHeading, readStatedPriority } from './stated-priority.ts';

describe('readStatedPriority', () => {
  it.each([
    ['Add sources. Priority: high', 'high', 'Add sources.'],
    ['Add sources (Priority: Low)', 'low', 'Add sources'],
    [
      'Add an FAQ (High priority): answer the questions.',
      'high',
      'Add an FAQ: answer the questions.',
    ],
    ['[HIGH] Add author details', 'high', 'Add author details'],
    ['[Medium] Add a table', 'medium', 'Add a table'],
    ['High: Add references to the figures', 'high', 'Add references to the figures'],
    ['Low priority: tidy the intro', 'low', 'tidy the intro'],
    ['A high-priority fix: link the study', 'high', 'A fix: link the study'],
    ['🔴 Cite the study', 'high', 'Cite the study'],
    ['🟢 Shorten the intro', 'low', 'Shorten the intro'],
  ])('reads %j', (text, severity, rest) => {
    expect(readStatedPriority(text)).toEqual({ severity, text: rest });
  });

  it('leaves an item without a stated priority as it is', () => {
    expect(readStatedPriority('Add sources: high quality ones')).toEqual({
      severity: null,
      text: 'Add sources: high quality ones',
    });
    expect(readStatedPriority('Low-hanging fruit: add a table')?.severity).toBeNull();
  });
});

describe('readPriorityHeading', () => {
  it.each([
    ['High Priority', 'high'],
    ['Medium-priority items', 'medium'],
    ['Priority: Low', 'low'],
    ['Quick wins:', 'low'],
  ])('reads %j', (heading, severity) => {
    expect(readPriorityHeading(heading)).toBe(severity);
  });

  it('reads no priority from an ordinary heading', () => {
    expect(readPriorityHeading('High quality sources')).toBeNull();
  });
});

describe('parseImprovements with stated priorities', () => {
  it('lets a stated priority win over the severity words of spec §5', () => {
    const items = parseImprovements([
      '- Consider adding sources. Priority: high',
      '- [LOW] It is essential to add a table: for the ratios.',
    ]);
    expect(items.map((item) => [item.severity, item.title])).toEqual([
      ['high', 'Consider adding sources'],
      ['low', 'It is essential to add a table'],
    ]);
  });

  it('gives the items under a priority heading that priority', () => {
    const items = parseImprovements([
      '### High Priority',
      '- Cite the study: link it.',
      '### Low Priority',
      '- Tidy the intro: one sentence less.',
    ]);
    expect(items.map((item) => item.severity)).toEqual(['high', 'low']);
  });

  it('takes a short first line as the title and the nested lines as its description', () => {
    const items = parseImprovements([
      '1. **Add Authoritative Sources** (High priority)',
      '   - Cite the 2018 study on acidity.',
      '   - Link the coffee association guide.',
      '2. **Use a table** – the ratios read better as one.',
    ]);
    expect(items).toEqual([
      {
        severity: 'high',
        title: 'Add Authoritative Sources',
        description: 'Cite the 2018 study on acidity. Link the coffee association guide.',
      },
      { severity: 'medium', title: 'Use a table', description: 'the ratios read better as one.' },
    ]);
  });
});
