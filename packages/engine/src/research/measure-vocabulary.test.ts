import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { measureVocabulary } from './measure-vocabulary.ts';

const measure = (text: string) => measureVocabulary(buildDocument(text));

describe('measureVocabulary', () => {
  it('measures the share of function words', () => {
    expect(measure('The cat sat on the mat.').functionWordShare).toBeCloseTo(3 / 6);
    expect(measure('Purple engine marble thunder.').functionWordShare).toBe(0);
  });

  it('finds the term taking the largest share, by stem, shown as written', () => {
    const vocabulary = measure(
      'Running shoes help. Good running shoes last. Cheap running shoes fail. New running shoe styles.',
    );
    expect(vocabulary.topTerm?.term).toBe('running shoes');
    expect(vocabulary.topTerm?.count).toBe(4);
  });

  it('counts repeated sentences and the share of distinct ones', () => {
    const vocabulary = measure(
      'We sell fresh beans daily. We sell fresh beans daily. Beans come from farms.',
    );
    expect(vocabulary.repeatedSentences).toEqual([
      { text: 'We sell fresh beans daily.', count: 2 },
    ]);
    expect(vocabulary.uniqueSentenceShare).toBeCloseTo(1 - 0.2 / 3);
  });

  it('spots lorem ipsum', () => {
    expect(
      measure('Lorem ipsum dolor sit amet, consectetur adipiscing elit.').loremShare,
    ).toBeGreaterThan(0.8);
  });

  it('keeps lexical variety between 0 and 1 and lower for repetitive text', () => {
    const varied = measure(
      'River table orbit purple engine garden marble thunder pocket ladder velvet harbor.',
    );
    const narrow = measure(
      'Coffee coffee coffee beans beans coffee coffee beans coffee beans coffee coffee.',
    );
    expect(varied.lexicalVariety).toBe(1);
    expect(narrow.lexicalVariety).toBeLessThan(0.3);
  });

  it('counts example markers and second-person address', () => {
    const vocabulary = measure('You can use beans such as arabica, for example from Kenya.');
    expect(vocabulary.exampleMarkers).toBe(2);
    expect(vocabulary.secondPersonPer100).toBeCloseTo(100 / 11);
  });
});
