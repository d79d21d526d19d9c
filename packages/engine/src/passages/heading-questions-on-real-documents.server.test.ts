import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS, fixture } from '../analyze/real-document-advice.server.ts';
import { buildDocument } from '../document/build-document.ts';
import { phraseHeadingQuestion } from './phrase-questions.ts';
import { testRetrieval } from './test-retrieval.ts';

/** The questions the retrieval test asks of a real document's headings. */
function headingQuestionsOf(file: string, text = fixture(file)): string[] {
  return testRetrieval(buildDocument(text)).tests.flatMap((test) =>
    test.questions
      .filter((tested) => tested.question.source === 'heading')
      .map((tested) => tested.question.text),
  );
}

describe('a heading asked as a reader would ask it', () => {
  it('a gerund and its object ask how to do the task (process-warning\'s "Suppressing warnings")', () => {
    const asked = headingQuestionsOf('process-warning-readme.md');
    // It was asked "How does suppressing warnings work?".
    expect(asked).toContain('How do I suppress warnings?');
  });

  it('a common noun loses its capital inside the question (pino\'s "Redaction")', () => {
    const asked = headingQuestionsOf('pino-redaction.md');
    // It was asked "What is Redaction?".
    expect(asked).toContain('What is redaction?');
    expect(asked).not.toContain('What is Redaction?');
  });

  it('a README.Debian titled "<package> for Debian" is not asked what that title is', () => {
    // They were asked "What is iproute2 for Debian?" and "What is ca-certificates-java for Debian?".
    for (const file of ['iproute2-readme-debian.txt', 'ca-certificates-java-readme-debian.txt'])
      expect(headingQuestionsOf(file).join(' ')).not.toMatch(/for Debian\?/);
  });

  it('a title is asked what it names even when it reads as a quality (marked\'s README, "# Marked")', () => {
    const text = readFileSync(new URL('readme-marked.md', CORPUS), 'utf8');
    // The rule that keeps fast-check's "Trusted" from being asked took the title for a quality.
    expect(headingQuestionsOf('readme-marked.md', text)).toContain('What is Marked?');
  });

  it('a file\'s own title ("README for psmisc") is not asked, nor lowercased into "rEADME"', () => {
    const asked = headingQuestionsOf('psmisc-readme-debian.txt').join(' ');
    expect(asked).not.toMatch(/README|rEADME/);
  });

  it('a heading opening on a word in capitals keeps them', () => {
    expect(phraseHeadingQuestion('CLI options', false)?.text).toBe('What are CLI options?');
  });

  it('a step set as an instruction asks how to do it (React Router\'s "1. Add an action")', () => {
    const asked = headingQuestionsOf('react-router-fetchers.md');
    // They were asked "What is add an action?" and "What is create a fetcher?".
    expect(asked).toContain('How do I add an action?');
    expect(asked).toContain('How do I create a fetcher?');
    expect(asked.join(' ')).not.toMatch(/What is (?:add|create|submit|render) /);
  });

  it('a comparison heading asks how the two differ (picomatch\'s "Matching behavior vs. Bash")', () => {
    const asked = headingQuestionsOf('picomatch-readme.md');
    // It was asked "How do I match behavior vs. Bash?".
    expect(asked).toContain('How does matching behavior differ from Bash?');
  });

  it('a heading in title case drops the capitals its text does not use (pino\'s "Path Syntax")', () => {
    // It was asked "What is Path Syntax?"; the text writes "paths" and "syntax".
    expect(headingQuestionsOf('pino-redaction.md')).toContain('What is path syntax?');
    // Its step "6. Fetcher Data and Validation" was asked "What are Fetcher Data and Validation?".
    expect(headingQuestionsOf('react-router-fetchers.md')).toContain(
      'What are fetcher data and validation?',
    );
  });

  it('an acronym opening a heading keeps its capitals (zod\'s "AOT compilation")', () => {
    // It was asked "What is aOT compilation?".
    expect(headingQuestionsOf('zod-readme.md')).toContain('What is AOT compilation?');
  });

  it('a command line set as a heading asks nothing (chromium\'s "apt install chromium-dbgsym")', () => {
    const asked = headingQuestionsOf('chromium-readme-debian.txt');
    expect(asked.join(' ')).not.toMatch(/apt install/);
    // Its other headings are still asked.
    expect(asked).toContain('What are command-line flags?');
  });
});

describe('a title-case heading over words the text writes in lower case', () => {
  it('chromium\'s README.Debian: "Search Engines" over "the default search engine"', () => {
    // It was asked "What is Search Engines?".
    expect(headingQuestionsOf('chromium-readme-debian.txt')).toContain('What are search engines?');
  });
});

describe('a statement whose subject opens the sentence (ls(1))', () => {
  const asked = testRetrieval(buildDocument(fixture('manual-ls.txt'))).tests.flatMap((test) =>
    test.questions.map((tested) => tested.question.text),
  );

  it('a common noun drops the capital that opened the sentence', () => {
    // "Binary prefixes can be used, too" was asked "Can Binary prefixes be used?".
    expect(asked).toContain('Can binary prefixes be used?');
  });

  it('a verb keeps the preposition that takes its object', () => {
    // "FORMAT1 applies to non-recent files" was asked "What does FORMAT1 apply?".
    expect(asked).toContain('What does FORMAT1 apply to?');
  });
});
