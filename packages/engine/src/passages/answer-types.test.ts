import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { LANGUAGE_PACKS } from '../languages/packs.ts';

const { de, en } = LANGUAGE_PACKS;

import { findTypedAnswer, typeOfQuestion } from './answer-types.ts';
import { readSentences } from './find-quotable-answer.ts';
import { termsOfText } from './retrieval-terms.ts';
import { splitPassages } from './split-passages.ts';
import type { AnswerType, DerivedQuestion } from './types.ts';

const question = (text: string, type: AnswerType): DerivedQuestion => ({
  text,
  type,
  source: 'statement',
  passage: 0,
  terms: termsOfText(text),
});

const answer = (text: string, asked: DerivedQuestion, pack = en) => {
  const [passage] = splitPassages(buildDocument(text)).filter((p) => p.wordCount > 0);
  if (!passage) throw new Error('no passage');
  return findTypedAnswer(asked, passage, readSentences(passage.sentences), pack)?.text ?? null;
};

describe('typeOfQuestion', () => {
  it.each([
    ['How much does the PS3 cost?', 'cost'],
    ['Was kostet ein Reisepass?', 'cost'],
    ['What was the total cost of the launch?', 'cost'],
    ['What is value?', 'definition'],
    ['How long does the dough rise?', 'duration'],
    ['¿Cuánto tiempo dura el viaje?', 'duration'],
    ['When was the company founded?', 'date'],
    ['Quand le musée ouvre-t-il ?', 'date'],
    ['How do I reset my password?', 'steps'],
    ['What is a credit score?', 'definition'],
    ['¿Qué es una cartera?', 'definition'],
    ['What is the difference between a Roth IRA and a 401(k)?', 'comparison'],
    ['Is melatonin safe?', 'safety'],
    ['Why do I need a code of conduct?', 'open'],
  ] as const)('reads %j as asking for %s', (text, type) => {
    expect(typeOfQuestion(text)).toBe(type);
  });
});

describe('findTypedAnswer: cited only with an answer of the question’s type', () => {
  it('finds the price, and nothing where the passage gives no amount of money', () => {
    const cost = question('How much does the PS3 cost?', 'cost');
    expect(answer('The PS3 cost $599 at launch. It sold well.', cost)).toBe(
      'The PS3 cost $599 at launch.',
    );
    expect(answer('The PS3 was expensive at launch, and 20 games came with it.', cost)).toBeNull();
  });

  it('finds a date or a duration in words or digits, and not one for the other', () => {
    const when = question('When was the company founded?', 'date');
    expect(answer('The company was founded in March 1998 in Berlin.', when)).toMatch(/1998/);
    expect(answer('The company was founded by two students in Berlin.', when)).toBeNull();
    const long = question('How long does the dough rise?', 'duration');
    expect(answer('The dough should rise for two weeks in the fridge.', long)).toMatch(/two weeks/);
    expect(
      answer(
        'Der Teig muss 12 Stunden ruhen.',
        question('Wie lange muss der Teig ruhen?', 'duration'),
        de,
      ),
    ).toMatch(/12 Stunden/);
    expect(answer('The dough rises in the fridge, covered.', long)).toBeNull();
  });

  it('finds a word of risk or safety for "is it safe", and nothing in a passage without one', () => {
    const safe = question('Is melatonin safe?', 'safety');
    expect(answer('Melatonin can cause headaches as a side effect in some adults.', safe)).toMatch(
      /side effect/,
    );
    expect(answer('Melatonin helps many adults fall asleep sooner.', safe)).toBeNull();
  });

  it('finds steps in a list, and a definition where the term comes before its copula', () => {
    const how = question('How do I reset my password?', 'steps');
    expect(
      answer('- Open the settings.\n- Choose a new password.\n- Save it.', how),
    ).not.toBeNull();
    expect(answer('Passwords matter.', how)).toBeNull();
    const what = question('What is a credit score?', 'definition');
    expect(answer('A credit score is a number that lenders use to judge risk.', what)).toMatch(
      /^A credit score is/,
    );
    expect(answer('Lenders look at many numbers before they lend money.', what)).toBeNull();
  });
});
