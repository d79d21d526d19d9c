import { describe, expect, it } from 'vitest';
import { baseOfGerund } from './base-of-gerund.ts';
import { phraseWhyQuestion } from './phrase-advice-questions.ts';
import { phraseLoneAnswerQuestion } from './phrase-lone-answer-question.ts';
import { phraseNamedActionQuestion } from './phrase-named-action-question.ts';
import { phraseHeadingQuestion, phraseStatementQuestion } from './phrase-questions.ts';

// Sentences and headings of real documents (Valgrind's and lsof's FAQs, sed's FAQ, nodemailer's
// README), each once asked a question a writer would strike out.

describe('a statement of the usual case before its exception asks nothing', () => {
  it('Valgrind\'s FAQ: "Most of the time Valgrind chooses a suitable name, but…"', () => {
    // It was asked "What does valgrind choose?".
    expect(
      phraseLoneAnswerQuestion(
        'Most of the time Valgrind chooses a suitable name, but very occasionally it gets it wrong.',
      ),
    ).toBeNull();
  });

  it('lsof\'s FAQ: "Sometimes lsof will list some open files, yet return…"', () => {
    // It was asked "Will lsof list some open files?".
    expect(
      phraseLoneAnswerQuestion(
        "Sometimes lsof will list some open files, yet return a non-zero exit code, suggesting it hasn't found all the specified files.",
      ),
    ).toBeNull();
    // A hedged statement with no exception is still asked.
    expect(
      phraseLoneAnswerQuestion(
        'Under some circumstances lsof may report an incorrect path name component.',
      )?.text,
    ).toBe('Can lsof report an incorrect path name component?');
  });
});

describe('a plural noun is not read as a verb', () => {
  it('sed\'s FAQ: "Unix shells never expand $variables…" is not "What does unix shell?"', () => {
    expect(
      phraseNamedActionQuestion('Unix shells never expand $variables in single quotes.'),
    ).toBeNull();
    expect(
      phraseNamedActionQuestion('C-style includes or "server-side includes" (SSI) of this format:'),
    ).toBeNull();
    // A verb is still read as one.
    expect(
      phraseNamedActionQuestion(
        'Lsof reports portmap registrations for local TCP and UDP ports only.',
      )?.text,
    ).toBe('What does lsof report?');
  });
});

describe('a name inside a relative clause does not do what the sentence tells', () => {
  it('Valgrind\'s FAQ: "The environment that Valgrind provides for running programs is…"', () => {
    // It was asked "What does Valgrind provide?".
    expect(
      phraseStatementQuestion(
        'The environment that Valgrind provides for running programs is significantly different to that for normal programs',
      ),
    ).toBeNull();
  });
});

describe('a statement that gives reasons asks why', () => {
  it('lsof\'s FAQ: "Lsof may not find all the open files in a file system for several reasons."', () => {
    // It was asked nothing.
    expect(
      phraseWhyQuestion(
        'Lsof may not find all the open files in a file system for several reasons.',
      )?.text,
    ).toBe('Why might Lsof not find all the open files in a file system?');
  });
});

describe("a heading that tells the reader's trouble (nodemailer's README)", () => {
  const ask = (heading: string) => phraseHeadingQuestion(heading, false)?.text ?? null;

  it('asks what to do about it', () => {
    // They were asked "What are I get TLS errors?" and "What are Nodemailer fails to load…?".
    expect(ask('I get TLS errors')).toBe('What should I do if I get TLS errors?');
    expect(ask("I'm having issues with Gmail")).toBe(
      "What should I do if I'm having issues with Gmail?",
    );
    expect(ask('Nodemailer fails to load or throws a SyntaxError')).toBe(
      'What should I do if Nodemailer fails to load or throws a SyntaxError?',
    );
  });

  it('a step that opens on its order asks nothing', () => {
    // It was asked "What are first review the docs?".
    expect(ask('First review the docs')).toBeNull();
  });

  it('a British doubled "l" is undone: "Cancelling an individual SMTP send"', () => {
    // It was asked "How do I cancell an individual SMTP send?".
    expect(ask('Cancelling an individual SMTP send')).toBe(
      'How do I cancel an individual SMTP send?',
    );
    expect(baseOfGerund('travelling')).toBe('travel');
    expect(baseOfGerund('spelling')).toBe('spell');
    expect(baseOfGerund('installing')).toBe('install');
  });
});
