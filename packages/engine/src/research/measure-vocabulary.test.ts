import { describe, expect, it } from 'vitest';
import { guessLanguage } from './measure-vocabulary.ts';

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
