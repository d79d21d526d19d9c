import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.ts';
import { assessDocument } from './assess-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// Advice a writer would find wrong for the length or the kind of a real text (fixtures/real,
// SOURCES.md): a word count a few words above the note's own, a word range for a definition
// that lacks a purpose, a release number read as a statistic, a README warned for having none.

const research = (text: string) => assessDocument(text, knowledge).research;
const claims = (text: string) => research(text).sources.unsupportedClaims.map((c) => c.text);

describe.each(['javascript-common-readme-debian.txt', 'mosquitto-readme-debian.txt'])(
  '%s: a package note of 43 words that does its job',
  (file) => {
    const text = fixture(file);

    it('is not asked to grow to 50 words, nor called too short', () => {
      expect(research(text).wordCount).toBeLessThan(50);
      expect(advice(text)).not.toMatch(/Write at least|too short/);
    });
  },
);

describe("chromium's README.Debian: 'Widevine is a non-free library that cannot be distributed directly by Debian.'", () => {
  const text = fixture('chromium-readme-debian.txt');
  const widevine = 'Widevine is a non-free library that cannot be distributed directly by Debian.';

  it('is quoted as the answer to "What is Widevine?", with nothing to change', () => {
    const entry = analyzeDocument(text, knowledge).citationMap.entries.find(
      (row) => row.question === 'What is Widevine?',
    );
    expect(entry?.quote).toBe(widevine);
    expect(entry?.advice).toMatch(/^Nothing to change/);
  });

  it('is not told to extend its definition or to give it 15-60 words', () => {
    expect(advice(text)).not.toMatch(/Extend ‘Widevine|Say what it is for|15-60 words/);
  });
});

describe("zod's README: a definition by its class and what sets it apart", () => {
  const text = fixture('zod-readme.md');

  it('quotes \'Zod is a TypeScript-first validation library.\' for "What is Zod?"', () => {
    const entry = analyzeDocument(text, knowledge).citationMap.entries.find(
      (row) => row.question === 'What is Zod?',
    );
    expect(entry?.quote).toBe('Zod is a TypeScript-first validation library.');
    expect(advice(text)).not.toMatch(/Extend ‘Zod is/);
  });

  // The README's first two sections with the definition cut to its class: "Zod is a
  // TypeScript-first library." says nothing a reader could not guess, so it is told what it
  // lacks, not a word range to reach, in the suggestions and in the map alike.
  const start = text.indexOf('## What is Zod?');
  const bare = text
    .slice(start, text.indexOf('## Installation', start))
    .replace('Zod is a TypeScript-first validation library.', 'Zod is a TypeScript-first library.');

  it('with only its class, is told what its definition lacks, not a word range to reach', () => {
    const said = advice(bare);
    expect(said).not.toMatch(/one sentence of 15-60 words/);
    expect(said).toMatch(
      /Extend ‘Zod is a TypeScript-first library’ in passage 1 under ‘What is Zod’: say in the same sentence what Zod is for/,
    );
  });

  it('with only its class, gets the same reading in the citation map', () => {
    const entry = analyzeDocument(bare, knowledge).citationMap.entries.find(
      (row) => row.question === 'What is Zod?',
    );
    expect(entry?.advice).not.toMatch(/15-60 words/);
    expect(entry?.advice).toMatch(
      /^Extend ‘Zod is a TypeScript-first library’ in passage 1: say in the same sentence what Zod is for/,
    );
  });
});

describe("base-files' FAQ: releases it names", () => {
  const text = fixture('base-files-faq.txt');

  it('reads "/etc/issue still says 10" and "(versions 1, 2, or 3)" as releases, not figures', () => {
    expect(claims(text)).toEqual([]);
    expect(advice(text)).not.toMatch(/Source the claims that carry numbers/);
  });

  it('is not warned that it names no source: its maintainers are the source', () => {
    expect(research(text).substance.isTechnical).toBe(true);
    expect(advice(text)).not.toMatch(/names 0 sources/);
  });
});

describe("fast-check's README: software with no statistics", () => {
  const text = fixture('fast-check-readme.md');

  it('is not warned that no sentence carries a number', () => {
    expect(research(text).substance.kind).toBe('readme');
    expect(advice(text)).not.toMatch(/carries a number or a superlative/);
  });
});

describe.each(['cookie-readme.md', 'coreutils-readme-debian.txt'])(
  '%s: technical documentation, which calls one thing by one name',
  (file) => {
    const text = fixture(file);

    it('is not told to use synonyms, though its variety is still measured', () => {
      expect(research(text).substance.isTechnical).toBe(true);
      expect(advice(text)).not.toMatch(/Vary the vocabulary|Vocabulary range is poor|synonyms/);
      const depth = assessDocument(text, knowledge).assessments[4];
      expect(depth?.signals.find((signal) => signal.id === 'variety')?.evidence).toMatch(
        /^Lexical variety is 0\.\d/,
      );
    });
  },
);

describe("ioredis's README: the defaults of its own options", () => {
  const text = fixture('ioredis-readme.md');

  it('reads "The default value is 16." and "(default 1000)" as documentation, not claims to source', () => {
    const found = claims(text).join('\n');
    expect(found).not.toMatch(/The default value is 16|default 1000|by default, it is 100/);
  });

  it('still asks a source for a measured gain ("performance improves by 50%~300%")', () => {
    expect(claims(text).join('\n')).toMatch(/performance improves by 50%~300%/);
  });
});

describe("amqp-tools' README: 'Announcements regarding the library are periodically made on...'", () => {
  const text = fixture('amqp-tools-readme.md');

  it('is not told what its "definition" is for: the sentence says where, not what it is', () => {
    const entries = analyzeDocument(text, knowledge).citationMap.entries;
    const announcements = entries.find((row) => /announcements/i.test(row.question));
    expect(announcements).toBeDefined();
    expect(announcements?.advice).not.toMatch(/^Extend|how it differs from others of its kind/);
    expect(advice(text)).not.toMatch(/what Announcements regarding the library is for/);
  });
});

describe("chromium's README.Debian: sections named for lookup", () => {
  it('is told to keep its own section names, not ‘Installation’ and ‘Usage’ it does not have', () => {
    const said = advice(fixture('chromium-readme-debian.txt'));
    expect(said).toMatch(/Keep the section names readers look for, such as ‘[^’]+’ and ‘[^’]+’/);
    expect(said).not.toMatch(/‘Installation’ and ‘Usage’/);
  });
});

describe("IO::Socket::SSL's debugging notes: a list of steps to the reader", () => {
  const text = fixture('io-socket-ssl-debugging.txt');

  it('is not told to address the reader as "you": its steps already do', () => {
    expect(advice(text)).not.toMatch(/Address the reader|Write to the reader as ‘you’/);
    const address = assessDocument(text, knowledge).assessments[5]?.signals.find(
      (signal) => signal.id === 'address',
    );
    expect(address?.evidence).toMatch(/instructions to the reader/);
  });
});

describe.each(['manual-cp.txt', 'manual-ls.txt', 'manual-ssh.txt'])(
  '%s: a manual page documents every option',
  (file) => {
    it('is not told to "cut what answers nothing", though its coverage is measured', () => {
      const text = fixture(file);
      expect(advice(text)).not.toMatch(/Answer more questions in fewer words|Cut what answers/);
      const coverage = assessDocument(text, knowledge).assessments[3]?.signals.find(
        (signal) => signal.id === 'coverage',
      );
      expect(coverage?.evidence).toMatch(/questions answered/);
    });
  },
);
