import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.ts';
import { assessDocument } from './assess-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// Two upstream READMEs shipped by Debian (fixtures/real, SOURCES.md), each in plain prose with a
// list of names or of pointers: read as what they are, and scored as the writer would rank them.

const research = (text: string) => assessDocument(text, knowledge).research;

describe("fonts-dejavu-core's README: prose, a list of 22 font names and a block of code points", () => {
  const text = fixture('fonts-dejavu-core-readme.md');

  it('is prose, not "a list of words": its names and code points are no sentences', () => {
    // Its sentences ("The DejaVu fonts are a font family based on the Bitstream Vera Fonts")
    // are plain English; one in three of their words links the others.
    expect(research(text).vocabulary.functionWordShare).toBeGreaterThan(0.25);
    expect(advice(text)).not.toMatch(/list of words|Write full sentences/);
  });

  it('is a README: it says which of its files holds the licence, the news, the bugs', () => {
    expect(research(text).substance.kind).toBe('readme');
    expect(advice(text)).not.toMatch(/Add statistics|up to about 900 words/);
  });

  it('scores as a plain, sound README, not as the poorest texts of the corpus (8 of 100)', () => {
    expect(analyzeDocument(text, knowledge).overallScore).toBeGreaterThanOrEqual(45);
  });
});

describe("git's README: 'See Documentation/gittutorial.txt to get started'", () => {
  const text = fixture('git-readme.md');

  it('is a README, not marketing: a pointer to a tutorial and a mailing list sell nothing', () => {
    expect(research(text).substance.kind).toBe('readme');
  });

  it('is not asked for statistics, quoted experts or 900 words', () => {
    expect(advice(text)).not.toMatch(/Add statistics|Quote an expert|up to about 900 words/);
  });
});

describe("dayjs's README: sponsors' logos spaced by '&nbsp;'", () => {
  const text = fixture('dayjs-readme.md');

  it('is not told that "nbsp" stuffs it: an entity is a space, not a word', () => {
    expect(advice(text)).not.toMatch(/nbsp/);
    expect(analyzeDocument(text, knowledge).overallScore).toBeGreaterThanOrEqual(45);
  });
});
