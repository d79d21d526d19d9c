import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { classifyOpening, isDefinition, measureRetrieval } from './measure-retrieval.ts';

describe('isDefinition', () => {
  it.each([
    'Cold brew is a way of making coffee without heat.',
    'Generative engine optimisation refers to writing for AI answers.',
    'A retriever is the part of a search system that finds passages.',
    'Cold brew coffee is coffee made by steeping grounds in cold water.',
  ])('accepts %j', (text) => {
    expect(isDefinition(text)).toBe(true);
  });

  it.each([
    'It is a good idea to start early.',
    'The result is a smoother drink.',
    'There are many ways to brew.',
  ])('rejects %j', (text) => {
    expect(isDefinition(text)).toBe(false);
  });
});

describe('classifyOpening', () => {
  const opening = (text: string) => classifyOpening(buildDocument(text).sentences[0] ?? null);

  it('tells definitions, direct statements, questions and preambles apart', () => {
    expect(opening('Cold brew is a coffee steeped in cold water.')).toBe('definition');
    expect(opening('Cold brew takes twelve hours to steep.')).toBe('direct');
    expect(opening('Why does cold brew taste sweeter?')).toBe('question');
    expect(opening('In this article we will explain cold brew.')).toBe('preamble');
    expect(opening(`Cold brew ${'takes a long time and '.repeat(10)}ends.`)).toBe('indirect');
    expect(opening('')).toBe('none');
  });
});

describe('measureRetrieval', () => {
  it('finds a summary section by its heading or a TL;DR opening', () => {
    expect(measureRetrieval(buildDocument('# Guide\n\n## Key takeaways\n\n- One')).hasSummary).toBe(
      true,
    );
    expect(measureRetrieval(buildDocument('TL;DR: brew it cold.')).hasSummary).toBe(true);
    expect(measureRetrieval(buildDocument('# Guide\n\nText.')).hasSummary).toBe(false);
  });
});
