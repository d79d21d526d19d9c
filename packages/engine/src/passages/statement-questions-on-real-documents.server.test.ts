import { describe, expect, it } from 'vitest';
import { fixture } from '../analyze/real-document-advice.server.ts';
import { buildDocument } from '../document/build-document.ts';
import { testRetrieval } from './test-retrieval.ts';

/** The questions the retrieval test asks of a real document's statements. */
function statementQuestionsOf(file: string): string[] {
  return testRetrieval(buildDocument(fixture(file))).tests.flatMap((test) =>
    test.questions
      .filter((tested) => tested.question.source === 'statement')
      .map((tested) => tested.question.text),
  );
}

describe('a statement asked in the words a reader would type', () => {
  it("a phrase between the name and its verb is no part of the name (DOMPurify's README)", () => {
    const asked = statementQuestionsOf('dompurify-readme.md');
    // "DOMPurify per default allows CSS…" was asked "What does DOMPurify per default allow?",
    // and "DOMPurify currently supports…" "What does DOMPurify currently support?".
    expect(asked).toContain('What does DOMPurify allow by default?');
    expect(asked).toContain('What does DOMPurify support?');
    expect(asked.join(' ')).not.toMatch(/DOMPurify (?:per default|currently|also|now) /);
  });

  it('"DOMPurify can neither see nor sanitize…" is not asked "Can DOMPurify neither…?"', () => {
    expect(statementQuestionsOf('dompurify-readme.md').join(' ')).not.toMatch(/Can \S+ neither/);
  });

  it('two verbs joined by "and" both take their base form (lsof\'s FAQ, "LTsock compiles and runs")', () => {
    // It was asked "What does LTsock compiles and run?".
    expect(statementQuestionsOf('lsof-faq-answer-ltsock.txt')).toEqual([
      'When does LTsock compile and run correctly on 64 bit HP-UX 11?',
    ]);
  });
});
