import { describe, expect, it } from 'vitest';
import { buildFaq } from './build-faq.ts';
import { type RawSentence, splitRawSentences } from './raw-sentences.ts';

const lower = (phrase: string) => phrase.charAt(0).toLowerCase() + phrase.slice(1);
const faq = (text: string, asked: string[] = []) =>
  buildFaq(splitRawSentences(text), lower, new Set(asked));

describe('buildFaq', () => {
  it.each([
    ['Cold brew is a coffee steeped in cold water.', 'What is cold brew?'],
    ['Burr grinders are the tools most baristas use.', 'What are burr grinders?'],
    ['Cold brew coffee is made by steeping grounds for hours.', 'How is cold brew coffee made?'],
    [
      'To make cold brew at home, steep coarse grounds overnight.',
      'How do you make cold brew at home?',
    ],
    [
      'You can keep the concentrate in the fridge for two weeks, sealed.',
      'Can you keep the concentrate in the fridge for two weeks?',
    ],
  ])('asks the question %j answers', (sentence, question) => {
    expect(faq(sentence)).toEqual([{ question, answer: sentence }]);
  });

  it('asks nothing about a pronoun or an ordinary statement', () => {
    expect(
      faq('It is a good drink. You can drink it cold. The weather was fine yesterday.'),
    ).toEqual([]);
  });

  it('leaves out questions the text already asks and repeats none', () => {
    expect(faq('Cold brew is a drink. Cold brew is a coffee.', ['What is cold brew?'])).toEqual([]);
    expect(faq('Cold brew is a drink. Cold brew is a coffee.')).toHaveLength(1);
  });

  it('stops at five entries', () => {
    const text = Array.from({ length: 8 }, (_, i) => `Term${i} is a word.`).join(' ');
    expect(faq(text)).toHaveLength(5);
  });
});

describe('buildFaq in linear time', () => {
  it('reads long runs of spaces and stops quickly', () => {
    const [template] = splitRawSentences('Heat pumps can work well.');
    const sentence = (text: string) => ({
      raw: text,
      sentence: { ...(template as RawSentence).sentence, text },
    });
    const started = Date.now();
    buildFaq(
      [
        sentence(`Heat pumps can work well${' '.repeat(50_000)}x`),
        sentence(`Heat pumps can work well ${'.'.repeat(50_000)}x`),
      ],
      lower,
      new Set(),
    );
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('buildFaq: negations', () => {
  it('asks nothing of a negative statement', () => {
    expect(faq('Heat pumps can not work below -30 °C without a backup heater.')).toEqual([]);
    expect(faq('Cold brew is not a type of bean.')).toEqual([]);
    expect(faq('Installers cannot always fit a unit in one day.')).toEqual([]);
  });
});
