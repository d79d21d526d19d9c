import { describe, expect, it } from 'vitest';
import { classifyInsight, classifySeverity, hasClassificationWord } from './classify.ts';

describe('classifyInsight (spec §5)', () => {
  it.each(['strong', 'good', 'excellent', 'well', 'effective', 'clear'])(
    'marks "%s" positive',
    (word) => {
      expect(classifyInsight(`The text is ${word} on this point.`)).toBe('positive');
    },
  );

  it.each(['poor', 'weak', 'lacking', 'missing', 'insufficient', 'needs improvement'])(
    'marks "%s" negative',
    (word) => {
      expect(classifyInsight(`The structure is ${word} here.`)).toBe('negative');
    },
  );

  it('marks a sentence with neither kind of word as a warning', () => {
    expect(classifyInsight('Paragraph 3 has 212 words.')).toBe('warning');
  });

  it('matches whole words in any case', () => {
    expect(classifyInsight('GOOD use of lists.')).toBe('positive');
    expect(classifyInsight('The goodness of the text is unclear.')).toBe('warning');
  });

  it('lets a negative word win over a positive one', () => {
    expect(classifyInsight('The text is missing clear headings.')).toBe('negative');
  });
});

describe('classifySeverity (spec §5)', () => {
  it.each(['critical', 'urgent', 'essential', 'must', 'required'])('marks "%s" high', (word) => {
    expect(classifySeverity(`This is ${word} for the text.`)).toBe('high');
  });

  it.each(['minor', 'optional', 'consider', 'could', 'might'])('marks "%s" low', (word) => {
    expect(classifySeverity(`This ${word} help the text.`)).toBe('low');
  });

  it('marks anything else medium', () => {
    expect(classifySeverity('Add headings to the text.')).toBe('medium');
  });

  it('lets a high word win over a low one', () => {
    expect(classifySeverity('You must consider adding sources.')).toBe('high');
  });
});

describe('hasClassificationWord', () => {
  it('finds any word of the four lists', () => {
    expect(hasClassificationWord('We could do it')).toBe(true);
    expect(hasClassificationWord('Brew the coffee for twelve hours')).toBe(false);
  });
});
