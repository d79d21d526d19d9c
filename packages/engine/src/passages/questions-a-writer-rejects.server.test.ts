import { describe, expect, it } from 'vitest';
import { fixture } from '../analyze/real-document-advice.server.ts';
import { buildDocument } from '../document/build-document.ts';
import { baseOfGerund } from './base-of-gerund.ts';
import { phraseWhyQuestion } from './phrase-advice-questions.ts';
import { phraseLoneAnswerQuestion } from './phrase-lone-answer-question.ts';
import { phraseNamedActionQuestion } from './phrase-named-action-question.ts';
import {
  phraseHeadingQuestion,
  phraseStatementQuestion,
  phraseYesNoQuestion,
} from './phrase-questions.ts';
import { testRetrieval } from './test-retrieval.ts';

// Sentences and headings of real documents (Valgrind's, lsof's and sed's FAQs, nodemailer's,
// apt's and DOMPurify's READMEs, apt's NEWS.Debian, coreutils' README.Debian, find(1)), each once asked a question a writer would strike out.

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

describe('a statement that names nothing it answers asks nothing', () => {
  it('a linking verb is no action: apt\'s NEWS.Debian, "apt-get remains unchanged"', () => {
    // It was asked "What does apt-get remain?".
    expect(phraseStatementQuestion('apt-get remains unchanged.')).toBeNull();
  });

  it('"does" as the verb: apt\'s README, "APT does many things" and "CTest by default does not show…"', () => {
    // They were asked "What does APT do?" and "What does CTest do by default?".
    expect(
      phraseStatementQuestion(
        'APT does many things, so there is no central debug mode which could be enabled',
      ),
    ).toBeNull();
    expect(
      phraseStatementQuestion(
        'CTest by default does not show the output of tests, even if they failed',
      ),
    ).toBeNull();
    // DOMPurify's README, "DOMPurify does nothing at all": it was asked "Does DOMPurify nothing?".
    expect(phraseYesNoQuestion('DOMPurify does nothing at all.')).toBeNull();
  });

  it('a subject that points elsewhere in the page ("The following describes…", find(1)\'s "following these")', () => {
    expect(
      phraseStatementQuestion(
        'The following describes some common scenarios and generally useful options.',
      ),
    ).toBeNull();
    expect(
      phraseStatementQuestion(
        'Command-line arguments following these are taken to be names of files or directories to be examined',
      ),
    ).toBeNull();
    // "4.63 and above" counts up from a number.
    expect(phraseYesNoQuestion('Lsof revisions 4.63 and above are not vulnerable.')?.text).toBe(
      'Are lsof revisions 4.63 and above vulnerable?',
    );
  });

  it('an address cut at its colon leaves no "at http": coreutils\' README.Debian', () => {
    // It was asked "Is there a frequently asked questions document available at http?".
    expect(
      phraseYesNoQuestion(
        'There is also a frequently asked questions document available at http://www.gnu.org/software/coreutils/faq/',
      )?.text,
    ).toBe('Is there a frequently asked questions document available?');
  });
});

describe('a capital that only opened the sentence is dropped where the passage writes the word in lower case', () => {
  // sed's FAQ, the answer to "What is sed?": "Sed" opens a sentence, "sed" is its name.
  const answer =
    '"sed" stands for Stream EDitor. Sed is a non-interactive editor, written by the late Lee E. McMahon in 1973 or 1974. A brief history of sed\'s origins may be found in an early history of the Unix tools.';
  const asked = testRetrieval(buildDocument(answer)).tests.flatMap((test) =>
    test.questions.map((tested) => tested.question.text),
  );

  it('"Sed is a non-interactive editor" asks "What is sed?"', () => {
    // It was asked "What is Sed?".
    expect(asked).toContain('What is sed?');
    expect(asked).not.toContain('What is Sed?');
  });
});

describe('a lone answer asked what it settles', () => {
  it('base-files\' FAQ: a path opens the subject, "The /etc/debian_version file, on the other side, is updated…"', () => {
    // It was asked nothing.
    expect(
      phraseLoneAnswerQuestion(
        'The /etc/debian_version file, on the other side, is updated at every point release, so that the exact Debian version is shown when used by tools like reportbug.',
      )?.text,
    ).toBe('Is the /etc/debian_version file updated at every point release?');
  });

  it('isbot\'s README: "such as" gives an example inside the subject', () => {
    // It was asked nothing.
    expect(
      phraseLoneAnswerQuestion(
        'Recognising good bots such as web crawlers is useful for multiple purposes.',
      )?.text,
    ).toBe('Is recognising good bots such as web crawlers useful for multiple purposes?');
  });

  it('base-files\' FAQ: "…is probably a much better way" compares with what the question cannot name', () => {
    expect(
      phraseLoneAnswerQuestion(
        'Looking at the contents of your /etc/apt/sources.list file is probably a much better way.',
      ),
    ).toBeNull();
  });
});

describe('a verb asked as it is used', () => {
  it('man-db\'s FAQ: "Security matters because…" asks why it matters', () => {
    // It was asked "What does security matter?".
    const asked = testRetrieval(buildDocument(fixture('man-db-faq.txt'))).tests.flatMap((test) =>
      test.questions.map((tested) => tested.question.text),
    );
    expect(asked).toContain('Why does security matter?');
    expect(asked).not.toContain('What does security matter?');
  });

  it('chokidar\'s README: "Chokidar runs out of file handles" keeps "out of"', () => {
    // It was asked "What does Chokidar run?".
    expect(
      phraseStatementQuestion(
        'Sometimes, Chokidar runs out of file handles, causing `EMFILE` and `ENOSP` errors:',
      )?.text,
    ).toBe('What does Chokidar run out of?');
  });
});
