import { describe, expect, it } from 'vitest';
import { PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import { analyzeDocument } from './analyze-document.ts';
import { assessDocument } from './assess-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// A short text on one point: an FAQ answer pasted alone, or a package's short note. Read as
// articles, 295 of 360 real answers of Debian's FAQs were told to grow to 900 words, and most
// to add four sections, three examples and a quoted expert: advice that turns an answer into
// a page, when AI search quotes answers, not pages.
const research = (text: string) => assessDocument(text, knowledge).research;

describe.each([
  'valgrind-faq-answer-pronounce.txt',
  'lsof-faq-answer-ltsock.txt',
  'zlib-faq-answer-deflate64.txt',
  'less-readme-debian.txt',
])('%s', (file) => {
  const text = fixture(file);

  it('is read as a short answer or note', () => {
    expect(research(text).substance.kind).toBe('brief');
  });

  it('is not asked to grow into a page', () => {
    expect(advice(text)).not.toMatch(
      /Expand the coverage|900 words|Cover more subtopics|Add examples|Quote an expert|Add descriptive headings|Answer more questions in fewer words/,
    );
  });

  it('is still asked for what a good answer has: its question above it', () => {
    expect(advice(text)).toMatch(/Phrase headings as questions/);
  });
});

describe("Valgrind's answer on how to say its name", () => {
  const text = fixture('valgrind-faq-answer-pronounce.txt');

  it('is not told to list steps it does not have, nor to date a study it does not cite', () => {
    // "almost everyone gets it wrong at first" tells no step.
    expect(advice(text)).not.toMatch(/Turn steps and options into lists|Date your facts/);
  });
});

describe('a short answer about software is technical, however few its names', () => {
  it("lsof's answer on a failed gcc build is not asked for statistics or sources", () => {
    const text = fixture('lsof-faq-answer-ltsock.txt');
    expect(research(text).substance.isTechnical).toBe(true);
    expect(advice(text)).not.toMatch(/Add statistics|Cite your sources/);
  });

  it("less's note on LESSCHARSET and the editor is not asked for sources", () => {
    expect(advice(fixture('less-readme-debian.txt'))).not.toMatch(/Cite your sources/);
  });

  it("distro-info-data's README.Debian, on packages and hard-coded release names, is not asked for a figure", () => {
    const text = fixture('distro-info-data-readme-debian.txt');
    expect(research(text).substance.isTechnical).toBe(true);
    expect(advice(text)).not.toMatch(/Add statistics|Cite your sources|Add specific detail/);
  });

  it.each(['distro-info-data-readme-debian.txt', 'mosquitto-readme-debian.txt'])(
    '%s, a technical note with no figure, is not warned that no sentence carries one',
    (file) => {
      const text = fixture(file);
      expect(research(text).substance.isTechnical).toBe(true);
      expect(advice(text)).not.toMatch(/carries a number or a superlative/);
      const claims = assessDocument(text, knowledge)
        .assessments.flatMap((criterion) => criterion.signals)
        .find((signal) => signal.id === 'supported-claims');
      expect(claims?.weight).toBeGreaterThan(0);
    },
  );

  it("procps' FAQ, technical too, is still asked to source the standards it credits", () => {
    // The quiet above is for a text with no claim at all, not one whose claims lack a source.
    const text = fixture('procps-faq.txt');
    expect(research(text).substance.isTechnical).toBe(true);
    expect(advice(text)).toMatch(/Source the claims that carry numbers/);
  });

  it.each(['pcre2-readme-debian.txt', 'iproute2-readme-debian.txt'])(
    '%s, signed by its maintainer, documents its package: no figure or source asked',
    (file) => {
      const text = fixture(file);
      expect(research(text).substance.isTechnical).toBe(true);
      expect(advice(text)).not.toMatch(/Add statistics|Cite your sources|Add specific detail/);
    },
  );

  it("python3's README.Debian is not asked to source /usr/share/doc/python3.6/ as a figure", () => {
    expect(advice(fixture('python3-readme-debian.txt'))).not.toMatch(/Source the claims/);
  });

  it('a short answer on another subject is still asked for a source', () => {
    const text =
      'Cold brew keeps for about two weeks in the fridge. Keep the concentrate in a sealed bottle, and dilute it only when you pour a glass, because diluted coffee goes flat within a few days.';
    expect(research(text).substance.kind).toBe('brief');
    expect(research(text).substance.isTechnical).toBe(false);
    expect(advice(text)).toMatch(/Cite your sources/);
  });
});

describe('what stays an article or a README', () => {
  it('five paragraphs on cold brew that call themselves an article', () => {
    expect(research(PLAIN_ARTICLE).substance.kind).toBe('article');
    expect(advice(PLAIN_ARTICLE)).toMatch(/Expand the coverage/);
  });

  it("gcc's README.Debian, which speaks of its packages, not an article asked for an expert", () => {
    const text = fixture('gcc-defaults-readme-debian.txt');
    expect(research(text).substance.kind).toBe('readme');
    expect(advice(text)).not.toMatch(/Quote an expert|Add statistics/);
  });
});

describe('targets scale with length', () => {
  it("file's README.Debian, 134 words with one section of 50, is not asked for four", () => {
    const text = fixture('file-readme-debian.txt');
    expect(advice(text)).not.toMatch(/Cover more subtopics/);
    const depth = assessDocument(text, knowledge).assessments.find(
      (criterion) => criterion.name === 'Topical Depth & Coverage',
    );
    const subtopics = depth?.signals.find((signal) => signal.id === 'subtopics');
    expect(subtopics?.evidence).toMatch(/the target is 1\b/);
  });
});

describe('a technical text with no length target is not asked for the vocabulary only length brings', () => {
  it("file's README.Debian, 134 words, is measured on its 46 distinct words but not told to add more", () => {
    const text = fixture('file-readme-debian.txt');
    expect(advice(text)).not.toMatch(/Use more of the topic/);
    const depth = assessDocument(text, knowledge).assessments.find(
      (criterion) => criterion.name === 'Topical Depth & Coverage',
    );
    const vocabulary = depth?.signals.find((signal) => signal.id === 'vocabulary');
    expect(vocabulary?.weight).toBeGreaterThan(0);
    expect(vocabulary?.evidence).toMatch(/46 distinct content words/);
  });

  it('an article, asked to grow, still has the advice to give', () => {
    const depth = assessDocument(PLAIN_ARTICLE, knowledge).assessments.find(
      (criterion) => criterion.name === 'Topical Depth & Coverage',
    );
    const vocabulary = depth?.signals.find((signal) => signal.id === 'vocabulary');
    expect(vocabulary?.fix?.title).toMatch(/Use more of the topic/);
  });
});

describe('a short answer is told to make a list only of a series it holds', () => {
  it("xz's answer on converting .lzma files, its commas all in clauses, is not", () => {
    expect(advice(fixture('xz-faq-answer-lzma-conversion.txt'))).not.toMatch(
      /Turn steps and options into lists/,
    );
  });

  it("Valgrind's answer naming bcmp for memcmp, index for strchr, and rindex for strrchr is", () => {
    expect(advice(fixture('valgrind-faq-answer-function-names.txt'))).toMatch(
      /Turn steps and options into lists/,
    );
  });
});

describe('the list advice points at a paragraph only when it enumerates', () => {
  it("dbus's README.Debian, no series in it, is pointed at none", () => {
    const lines = advice(fixture('dbus-readme-debian.txt'));
    expect(lines).toMatch(/Turn steps and options into lists/);
    expect(lines).not.toMatch(/comparisons of paragraph \d/);
  });

  it("fontconfig's README.Debian is pointed at the paragraph that holds a series", () => {
    expect(advice(fixture('fontconfig-readme-debian.txt'))).toMatch(
      /comparisons of paragraph 3 into/,
    );
  });
});

describe("ms's README: one sentence of prose, which says 'this package', never 'ms'", () => {
  const text = fixture('ms-readme.md');
  const analysis = analyzeDocument(text, knowledge);

  it('is told to name ms where it says "this package"', () => {
    expect(advice(text)).toMatch(/says ‘this package’ where a retriever looks for ‘ms’/);
  });

  it('is not asked to answer "Caught a Bug?", a call to its reader, as a question', () => {
    const questions = analysis.citationMap.entries.map((entry) => entry.question);
    expect(questions).toEqual(['What is ms?']);
    expect(advice(text)).not.toMatch(/Caught a Bug/);
  });
});

describe("logrotate's NEWS.Debian: one entry of 50 words", () => {
  it('is not warned that a list is expected, a changelog being asked for none', () => {
    const text = fixture('logrotate-news-debian.txt');
    expect(research(text).substance.kind).toBe('changelog');
    expect(advice(text)).not.toMatch(/lists and 0 tables/);
  });
});
