import { describe, expect, it } from 'vitest';
import { findCriterion, isOverallName } from './criterion-names.ts';

describe('findCriterion: names models give the six criteria', () => {
  it.each([
    ['Semantic Clarity', 'Semantic Clarity'],
    ['Clarity', 'Semantic Clarity'],
    ['Semantic clarity & readability', 'Semantic Clarity'],
    ['Readability', 'Semantic Clarity'],
    ['Structure/Formatting', 'Structured Formatting'],
    ['Content Structure', 'Structured Formatting'],
    ['Authority and Trustworthiness', 'Authority & Trust Signals'],
    ['E-E-A-T', 'Authority & Trust Signals'],
    ['EEAT signals', 'Authority & Trust Signals'],
    ['Credibility', 'Authority & Trust Signals'],
    ['Retrievability', 'Retrievability & Extractability'],
    ['Extractability', 'Retrievability & Extractability'],
    ['Snippet-readiness', 'Retrievability & Extractability'],
    ['Topical Depth', 'Topical Depth & Coverage'],
    ['Comprehensiveness', 'Topical Depth & Coverage'],
    ['Coverage', 'Topical Depth & Coverage'],
    ['Conversational Alignment', 'Alignment with Conversational Queries'],
    ['Conversational Tone', 'Alignment with Conversational Queries'],
    ['Query alignment', 'Alignment with Conversational Queries'],
    ['Search intent match', 'Alignment with Conversational Queries'],
    ['semantic_clarity', 'Semantic Clarity'],
    ['alignment-with-conversational-queries', 'Alignment with Conversational Queries'],
  ])('reads %j as %s', (name, criterion) => {
    expect(findCriterion(name)).toBe(criterion);
  });

  it.each(['Word count', 'Keyword density', 'Tone of voice', 'Overall clarity', 'Global Score'])(
    'gives no criterion for %j',
    (name) => {
      expect(findCriterion(name)).toBeNull();
    },
  );
});

describe('isOverallName', () => {
  it.each(['GLOBAL SCORE', 'Average rating', 'Overall', 'Overall Score', 'Total', 'Final score'])(
    'knows %j as the overall line',
    (name) => {
      expect(isOverallName(name)).toBe(true);
    },
  );

  it('does not take a criterion for the overall line', () => {
    expect(isOverallName('Topical Depth & Coverage')).toBe(false);
  });
});
