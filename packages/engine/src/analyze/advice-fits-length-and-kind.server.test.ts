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

describe("zod's README: 'Zod is a TypeScript-first validation library.'", () => {
  const text = fixture('zod-readme.md');

  it('is told what its definition lacks, not a word range to reach', () => {
    const said = advice(text);
    expect(said).not.toMatch(/passage 2 under ‘What is Zod’ one sentence of 15-60 words/);
    expect(said).toMatch(
      /Extend ‘Zod is a TypeScript-first validation library’ in passage 2 under ‘What is Zod’: say in the same sentence what Zod is for/,
    );
  });

  it('gets the same reading in the citation map: what the definition lacks, not a word range', () => {
    const entry = analyzeDocument(text, knowledge).citationMap.entries.find(
      (row) => row.question === 'What is Zod?',
    );
    expect(entry?.advice).not.toMatch(/15-60 words/);
    expect(entry?.advice).toMatch(
      /^Extend ‘Zod is a TypeScript-first validation library’ in passage 2: say in the same sentence what Zod is for/,
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
