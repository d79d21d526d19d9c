import { describe, expect, it } from 'vitest';
import { cpuMillis } from '../testing/cpu-time.server.ts';
import { findSections } from './find-sections.ts';

const lines = (text: string) => text.split('\n');

describe('findSections (spec §5)', () => {
  it('separates the key insights, improvement suggestions and the rest', () => {
    const sections = findSections(
      lines(
        [
          'Semantic Clarity: 80',
          '2. KEY INSIGHTS',
          'The text is clear.',
          '3. IMPROVEMENT SUGGESTIONS',
          '- Add sources: cite them.',
        ].join('\n'),
      ),
    );
    expect(sections.rest).toEqual(['Semantic Clarity: 80']);
    expect(sections.insights).toEqual(['The text is clear.']);
    expect(sections.improvements).toEqual(['- Add sources: cite them.']);
  });

  it('accepts markdown headings, bold and mixed case', () => {
    const sections = findSections(
      lines('## **Key Insights**\nOne.\n### Improvement Suggestion\nTwo.'),
    );
    expect(sections.insights).toEqual(['One.']);
    expect(sections.improvements).toEqual(['Two.']);
  });

  it('keeps text written after the heading colon', () => {
    const sections = findSections(lines('KEY INSIGHTS: The headings are clear.'));
    expect(sections.insights).toEqual(['The headings are clear.']);
  });

  it('ends a section at the next heading in capitals or markdown', () => {
    const sections = findSections(
      lines('2. KEY INSIGHTS\nOne.\n4. SCORES\nClarity: 70\n## Notes\nTwo.'),
    );
    expect(sections.insights).toEqual(['One.']);
    expect(sections.rest).toEqual(['4. SCORES', 'Clarity: 70', '## Notes', 'Two.']);
  });

  it('does not end the suggestions at a numbered item', () => {
    const sections = findSections(lines('IMPROVEMENT SUGGESTIONS\n1. Add sources.\n2. Add lists.'));
    expect(sections.improvements).toEqual(['1. Add sources.', '2. Add lists.']);
  });

  it('splits 100 KB lines of spaces, marks and capitals in linear time', () => {
    const spent = cpuMillis(() =>
      findSections([
        'KEY INSIGHTS',
        `**a**${' '.repeat(100_000)}x`,
        `${'*'.repeat(100_000)}`,
        `${'A '.repeat(50_000)}`,
        `**2.${' '.repeat(100_000)}KEY INSIGHTS**`,
        `${'#'.repeat(100_000)} x`,
      ]),
    );
    expect(spent).toBeLessThan(1_000);
  });
});
