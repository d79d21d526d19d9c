import { describe, expect, it } from 'vitest';
import { fixture } from '../analyze/real-document-advice.server.ts';
import { buildDocument } from '../document/build-document.ts';
import { phraseHeadingQuestion } from './phrase-questions.ts';
import { testRetrieval } from './test-retrieval.ts';

// OpenSSH's README.dns underlines its title with dashes, then heads its two steps with plain
// lines: "(1) Server: Generate and publish the DNS RR". Read as one passage, the note was asked
// "What does the document contain?" and nothing about either step.
const NOTE = 'openssh-readme-dns.txt';

describe('the sections of a plain-text note under an underlined title', () => {
  it('reads each numbered step line as a heading, and the line a colon announces as none', () => {
    const headings = buildDocument(fixture(NOTE)).headings.map((heading) => heading.text);
    expect(headings).toEqual([
      'How to verify host keys using OpenSSH and DNS',
      '(1) Server: Generate and publish the DNS RR',
      '(2) Client: Enable ssh to verify host keys using DNS',
    ]);
  });

  it('asks how to do each step', () => {
    const asked = testRetrieval(buildDocument(fixture(NOTE))).tests.flatMap((test) =>
      test.questions.map((tested) => tested.question.text),
    );
    expect(asked).toContain('How do I generate and publish the DNS RR?');
    expect(asked).toContain('How do I enable ssh to verify host keys using DNS?');
    // "VerifyHostKeyDNS yes" is the setting the text announces with a colon, not a section.
    expect(asked.filter((question) => question.includes('VerifyHostKeyDNS'))).toEqual([]);
  });

  it('a markdown title does not make short lines headings', () => {
    const document = buildDocument('# Title\n\nShort line\n\nA paragraph of text follows here.');
    expect(document.headings.map((heading) => heading.text)).toEqual(['Title']);
  });
});

describe('a step heading asks how to do the step', () => {
  it.each([
    ['(1) Server: Generate and publish the DNS RR', 'How do I generate and publish the DNS RR?'],
    [
      'Client: Enable ssh to verify host keys using DNS',
      'How do I enable ssh to verify host keys using DNS?',
    ],
    ['Add and remove users', 'How do I add and remove users?'],
  ])('%s', (heading, question) => {
    expect(phraseHeadingQuestion(heading, false)?.text).toBe(question);
  });

  it('a label before something that is no step is not asked as one', () => {
    expect(phraseHeadingQuestion('Note: and then', false)?.text ?? '').not.toMatch(/^How do I/);
  });
});

describe('what in a plain-text note is no claim', () => {
  it('neither a step label "(1)" nor a version-control stamp is a figure to source', async () => {
    const { analyzeDocument } = await import('../analyze/analyze-document.ts');
    const { improveText } = await import('../improve/improve-text.ts');
    const text = fixture(NOTE);
    // The note cites its RFC by address and states no figure: both once listed
    // "(1) Server: Generate and publish the DNS RR" and "$OpenBSD: README.dns,v 1.2 ... $".
    expect(improveText(text).claims.map((claim) => claim.sentence)).toEqual([]);
    const advice = analyzeDocument(text).improvements.map((item) => item.description);
    expect(advice.filter((line) => /OpenBSD|behind ‘\(1\)/.test(line))).toEqual([]);
  });
});
