import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { guessLanguage, measureVocabulary } from './measure-vocabulary.ts';

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

describe('guessLanguage', () => {
  const words = (text: string) => text.toLowerCase().split(/\s+/);
  it('tells English from other languages by their function words', () => {
    expect(
      guessLanguage(
        words(
          'Der Sauerteig wird jeden Tag mit Mehl und Wasser gefüttert, und nach einer Woche ist er kräftig genug für das Brot.',
        ),
      ),
    ).toMatchObject({ isEnglish: false, name: 'German' });
    expect(
      guessLanguage(
        words(
          "Il faut nourrir le levain chaque jour avec de la farine et de l'eau, et après une semaine il est assez actif pour le pain.",
        ),
      ),
    ).toMatchObject({ isEnglish: false, name: 'French' });
    expect(
      guessLanguage(
        words(
          'The starter is fed every day with flour and water, and after a week it is strong enough to raise the dough.',
        ),
      ),
    ).toMatchObject({ isEnglish: true, name: null });
  });

  it('does not judge a text of a few words', () => {
    expect(guessLanguage(words('der die das und'))).toMatchObject({ isEnglish: true });
  });
});

describe('measureVocabulary: linking words are judged on sentences', () => {
  it('leaves out code points and a list of names set one to a line', () => {
    // After fonts-dejavu-core's README (fixtures/real).
    const text = [
      'The DejaVu fonts are a font family based on the Bitstream Vera Fonts. Its purpose is to provide a wider range of characters while maintaining the original look and feel.',
      'DejaVu Sans Mono\nDejaVu Sans Mono Bold\nDejaVu Sans Mono Bold Oblique\nDejaVu Serif Condensed Italic',
      'U+01BA, U+01BF, U+01F7, U+021C-U+021D, U+0220, U+0222-U+0223, U+02B9, U+02BA, U+02BD',
    ].join('\n\n');
    const vocabulary = measureVocabulary(buildDocument(text));
    expect(vocabulary.functionWordShare).toBeGreaterThan(0.35);
    expect(vocabulary.functionWordShareOfAllTokens).toBeLessThan(0.25);
  });
});
