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

  it('returns nothing for an empty section', () => {
    expect(parseInsights([])).toEqual([]);
  });
});
