import { describe, expect, it } from 'vitest';
import { parseInsights } from './parse-insights.ts';

describe('parseInsights (spec §5 "KEY INSIGHTS")', () => {
  it('splits the section into sentences and classifies each', () => {
    const insights = parseInsights([
      'The headings are clear and well placed. Sources are missing for 3 claims.',
      'Paragraph 4 runs to 212 words.',
    ]);
    expect(insights).toEqual([
      { type: 'positive', text: 'The headings are clear and well placed.' },
      { type: 'negative', text: 'Sources are missing for 3 claims.' },
      { type: 'warning', text: 'Paragraph 4 runs to 212 words.' },
    ]);
  });

  it('drops fragments of 10 characters or fewer', () => {
    expect(parseInsights(['Too short. Good! This one is long enough.'])).toEqual([
      { type: 'warning', text: 'This one is long enough.' },
    ]);
    expect(parseInsights(['1234567890'])).toEqual([]);
    expect(parseInsights(['12345678901'])).toHaveLength(1);
  });

  it('strips bullets and emphasis, and joins wrapped lines', () => {
    const insights = parseInsights([
      '- **Strong** use of lists',
      '  across the text.',
      '',
      '* Weak intro.',
    ]);
    expect(insights.map((insight) => insight.text)).toEqual([
      'Strong use of lists across the text.',
      'Weak intro.',
    ]);
  });

  it('does not split at abbreviations, initials or decimals', () => {
    const texts = (line: string) => parseInsights([line]).map((insight) => insight.text);
    expect(
      texts('Add examples, e.g. a recipe, i.e. something concrete. Sources are missing.'),
    ).toEqual(['Add examples, e.g. a recipe, i.e. something concrete.', 'Sources are missing.']);
    expect(texts('Paragraphs, lists, etc. are clear. Tables are missing.')).toEqual([
      'Paragraphs, lists, etc. are clear.',
      'Tables are missing.',
    ]);
    expect(texts('It cites lists, tables etc. Sources are missing.')).toEqual([
      'It cites lists, tables etc.',
      'Sources are missing.',
    ]);
    expect(texts('J. Smith and Dr. Lee are quoted well. The score rose 3.5 points.')).toEqual([
      'J. Smith and Dr. Lee are quoted well.',
      'The score rose 3.5 points.',
    ]);
    expect(texts('See fig. 3 and No. 5 for details. The answer is no. The text is long.')).toEqual([
      'See fig. 3 and No. 5 for details.',
      'The answer is no.',
      'The text is long.',
    ]);
  });

  it('returns nothing for an empty section', () => {
    expect(parseInsights([])).toEqual([]);
  });
});
