import { describe, expect, it } from 'vitest';
import { tokenize } from '../document/tokenize.ts';
import { findQuotableAnswer, isQuotable, readSentences } from './find-quotable-answer.ts';
import { termsOfText } from './retrieval-terms.ts';

const sentence = (text: string) => ({ text, words: tokenize(text) });

describe('quotable answers', () => {
  it('takes a self-contained sentence of 15-60 words that names its subject', () => {
    expect(
      isQuotable(
        sentence(
          'Cold brew concentrate keeps for up to two weeks in a sealed glass bottle in the fridge, while diluted cold brew lasts three days.',
        ),
      ),
    ).toBe(true);
  });

  it('refuses bare replies, pointing back, questions, fragments, long runs and command lines', () => {
    for (const text of [
      'Yes, it does.',
      'Yes, and you can run it on every machine you own at home or at the office every day.',
      'This is why the widget needs a licence key before it starts on a new machine for you.',
      'It keeps for two weeks in a sealed glass bottle in the fridge, and three days once diluted.',
      'Does cold brew keep for two weeks in a sealed glass bottle in the fridge or only for a few days?',
      `Cold brew ${'keeps well and '.repeat(25)}lasts.`,
      'xz -dc foo.tar.xz | tar xf - && ls -la /tmp/1 /tmp/2 /tmp/3 /tmp/4 /tmp/5 /tmp/6 /tmp/7 /tmp/8',
    ])
      expect(isQuotable(sentence(text)), text).toBe(false);
  });

  it('answers a question with the quotable sentence naming most of its terms', () => {
    const read = readSentences([
      sentence(
        'A burr grinder crushes coffee beans between two ridged plates for grounds of one even size.',
      ),
      sentence(
        'Cold brew concentrate keeps for up to two weeks in a sealed glass bottle in the fridge.',
      ),
    ]);
    expect(findQuotableAnswer(read, termsOfText('How long does cold brew keep?'))?.text).toMatch(
      /^Cold brew concentrate keeps/,
    );
    expect(findQuotableAnswer(read, termsOfText('Who invented the printing press?'))).toBeNull();
  });
});
