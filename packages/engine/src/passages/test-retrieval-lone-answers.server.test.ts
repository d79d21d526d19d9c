import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { loadTestKnowledge } from '../semantic/test-knowledge.server.ts';
import { testRetrieval } from './test-retrieval.ts';

// A real FAQ answer pasted alone, its question left out, that opens on advice or a condition
// rather than a fact: it used to be asked no question, so its Retrievability rested on
// nothing. Each is now asked what it settles, in a user's words.
const knowledge = loadTestKnowledge();
const questionsOf = (file: string) => {
  const text = readFileSync(new URL(`../fixtures/real/${file}`, import.meta.url), 'utf8');
  return testRetrieval(buildDocument(text), knowledge).tests.flatMap((test) =>
    test.questions.map((question) => question.question.text),
  );
};

describe('a lone answer that gives advice', () => {
  it('p-queue: "If your queue stops processing tasks…" asks what to do then', () => {
    expect(questionsOf('p-queue-faq-answer-stuck-queue.md')).toEqual([
      'What should I do if my queue stops processing tasks after extended use?',
      'How do I identify which specific tasks are stuck?',
    ]);
  });

  it('lsof: "When a process has a lock of length one…" asks what happens then', () => {
    expect(questionsOf('lsof-faq-answer-lock-length-one.txt')).toContain(
      'What happens when a process has a lock of length one?',
    );
  });

  it('p-queue: "Use the default fixed window mode when:" asks when to use it', () => {
    expect(questionsOf('p-queue-faq-answer-strict-mode.md')).toContain(
      'When should I use the default fixed window mode?',
    );
  });

  it('zlib: "If zlib is compiled to use sprintf()…" asks what happens then', () => {
    expect(questionsOf('zlib-faq-answer-vulnerabilities.txt')).toContain(
      'What happens if zlib is compiled to use sprintf or vsprintf?',
    );
  });
});

describe('a lone answer that tells what a named thing does', () => {
  it('lsof: "Lsof reports portmap registrations…" asks what lsof reports', () => {
    // It was asked nothing at all.
    expect(questionsOf('lsof-faq-answer-portmap.txt')).toContain('What does lsof report?');
  });

  it('p-queue: "The `concurrency` option limits…" asks what the option limits', () => {
    expect(questionsOf('p-queue-faq-answer-concurrency.md')).toContain(
      'What does the concurrency option limit?',
    );
  });
});

// Each was asked no question at all: its statement opens on words that are not its subject, or
// its subject runs longer than five words.
describe('a lone answer whose statement opens on something other than its subject', () => {
  it('Valgrind: "Unfortunately, Memcheck doesn\'t do bounds checking…" after code', () => {
    expect(questionsOf('valgrind-faq-answer-array-overruns.txt')).toEqual([
      'Does Memcheck do bounds checking on global or stack arrays?',
    ]);
  });

  it('lsof: "Under some circumstances lsof may report…" asks whether it can', () => {
    expect(questionsOf('lsof-faq-answer-wrong-path-names.txt')).toEqual([
      'Can lsof report an incorrect path name component?',
    ]);
  });

  it('esm-loader: "In ESM, import paths must be explicit" sets the scene aside', () => {
    expect(questionsOf('esm-loader-faq-answer-extensions.md')).toEqual([
      'Must import paths be explicit?',
    ]);
  });

  it('socat: "The terminal (window) might have…" reads past the aside in brackets', () => {
    expect(questionsOf('socat-faq-answer-tostop.txt')).toEqual([
      'Can the terminal have the TOSTOP flag set?',
    ]);
  });

  it('lsof: a subject of nine words after "Generally" is read whole', () => {
    expect(questionsOf('lsof-faq-answer-nfs-locks.txt')).toEqual([
      'Is lock information held by local processes on remote NFS files recorded by the UNIX dialect kernel?',
    ]);
  });
});
