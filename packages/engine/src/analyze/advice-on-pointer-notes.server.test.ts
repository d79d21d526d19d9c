import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { readDefinedTerm } from '../research/measure-retrieval.ts';
import { stripNonFigures } from '../research/strip-non-figures.ts';
import { analyzeDocument } from './analyze-document.ts';
import { assessDocument } from './assess-document.ts';
import { advice, CORPUS, fixture, knowledge } from './real-document-advice.server.ts';

// Short notes of a package's documentation (fixtures/real, SOURCES.md): pointers to the manual
// and signed notes, a security policy: a writer would not grow them to 900 words, add survey
// figures and quoted experts, or source a signature as a claim.

describe.each([
  ['debconf-readme-debian.txt', 'note'],
  ['coreutils-readme-debian.txt', 'note'],
  ['vite-readme.md', 'readme'],
  ['gnupg-faq-pointer.txt', 'note'],
])('%s: a short note that points to the documentation', (file, kind) => {
  const text = fixture(file);

  it(`is a ${kind}, not an article asked for 900 words and statistics`, () => {
    expect(assessDocument(text, knowledge).research.substance.kind).toBe(kind);
    expect(advice(text)).not.toMatch(/Expand the coverage|900 words|Add statistics/);
  });
});

describe("GnuPG's FAQ file: a title over the addresses of the FAQ online", () => {
  const text = fixture('gnupg-faq-pointer.txt');

  it('is not asked for 50 words, subtopics, lists or statistics', () => {
    expect(advice(text)).not.toMatch(
      /Write at least|Cover more subtopics|Turn steps and options into lists|Add statistics/,
    );
  });

  it('is praised for its short sentences without "only 0 of 5"', () => {
    const praise = analyzeDocument(text, knowledge).insights.map((insight) => insight.text);
    expect(praise.join('\n')).not.toMatch(/only 0 of/);
  });
});

describe("Vite's README: a definition past an aside in brackets", () => {
  const text = fixture('vite-readme.md');

  it('reads "Vite (French word for "quick", ...) is a build tool" as a definition of Vite', () => {
    // As the document reads it: the link around the pronunciation is taken out.
    const opening = buildDocument(text).sentences.find((sentence) =>
      sentence.text.startsWith('Vite ('),
    );
    expect(readDefinedTerm(opening?.text ?? '')).toEqual({ term: 'Vite', verb: 'is' });
  });

  it('is still told to phrase its headings as questions', () => {
    expect(advice(text)).toMatch(/Phrase headings as questions/);
  });

  it('asks what its heading "Vite ⚡" names, without the emoji', () => {
    const asked = assessDocument(text, knowledge)
      .research.passages.tests.flatMap((test) => test.questions.map((q) => q.question.text))
      .join('\n');
    expect(asked).toMatch(/What is Vite\?/);
    expect(asked).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

describe('an aside in brackets after any other subject', () => {
  it('hides no definition: only a name followed straight by "is a" is read', () => {
    expect(readDefinedTerm('The tool (see above) is a mess to set up')).toBeNull();
    expect(readDefinedTerm('Vite (see above) is fast')).toBeNull();
  });
});

describe.skipIf(!existsSync(CORPUS))('a short article with no pointer to documentation', () => {
  it('is still an article, asked for more coverage', () => {
    const text = readFileSync(new URL('poor-unanswered-questions.md', CORPUS), 'utf8');
    expect(assessDocument(text, knowledge).research.substance.kind).toBe('article');
    expect(advice(text)).toMatch(/Expand the coverage/);
  });
});

describe("gnupg's README.Debian, signed by its maintainer with a date", () => {
  const text = fixture('gnupg-readme-debian.txt');
  const claims = () =>
    assessDocument(text, knowledge).research.sources.unsupportedClaims.map((claim) => claim.text);

  it('is not told to cite a source for its signature line', () => {
    expect(claims().join('\n')).not.toMatch(/Daniel Kahn Gillmor/);
    expect(advice(text)).not.toMatch(/claims such as ‘-- Daniel Kahn Gillmor/);
  });

  it('is not asked for a source behind each main point, and a dated claim is still a figure', () => {
    // A short note on its own package: its links count, the advice to add them does not.
    expect(assessDocument(text, knowledge).research.substance.kind).toBe('brief');
    expect(advice(text)).not.toMatch(/Cite your sources/);
    expect(stripNonFigures('Sales rose -- by 20% -- said a trader on 18 Apr 2016')).toMatch(/20%/);
  });
});

describe("pino's security policy", () => {
  const text = fixture('pino-security.md');

  it('is project documentation, not asked for statistics or a quoted expert', () => {
    expect(assessDocument(text, knowledge).research.substance.kind).toBe('policy');
    expect(advice(text)).not.toMatch(/Add statistics|Quote an expert/);
  });

  it('is still told to phrase its headings as questions', () => {
    expect(advice(text)).toMatch(/Phrase headings as questions/);
  });
});
