import { describe, expect, it } from 'vitest';
import { assessDocument } from './assess-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// A package maintainer's short note on the package (fixtures/real, SOURCES.md): it records a
// decision of the packaging, so it is neither an article to grow and source nor an FAQ answer
// to head with a question and reword for "you".

const research = (text: string) => assessDocument(text, knowledge).research;

describe.each([
  ['psmisc-readme-debian.txt', 'pidof is not installed in this package'],
  ['packagekit-readme-debian.txt', "components of PackageKit aren't shipped in the packages"],
])('%s: a few lines on what the package leaves out', (file) => {
  const text = fixture(file);

  it('is read as being about software', () => {
    expect(research(text).substance.isTechnical).toBe(true);
  });

  it('is not asked for 50 words, sources or statistics', () => {
    expect(advice(text)).not.toMatch(/Write at least 50 words|Cite your sources|Add statistics/);
  });
});

describe("lsof's README.Debian: 'lsof for DEBIAN', signed by its maintainer", () => {
  const text = fixture('lsof-readme-debian.txt');

  it('is a package note', () => {
    expect(research(text).substance.kind).toBe('note');
  });

  it('is not told to address the reader as "you" nor to rewrite its title as a question', () => {
    expect(advice(text)).not.toMatch(/Address the reader|Phrase headings as questions/);
  });
});

describe('an FAQ answer pasted alone names no packaging and stays a short answer', () => {
  it("lsof's answer on locks of length one is still asked for its question above it", () => {
    const text = fixture('lsof-faq-answer-lock-length-one.txt');
    expect(research(text).substance.kind).toBe('brief');
    expect(advice(text)).toMatch(/Phrase headings as questions/);
  });
});
