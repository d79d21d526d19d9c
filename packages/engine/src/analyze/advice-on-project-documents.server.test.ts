import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import { isClaim } from '../research/measure-sources.ts';
import { assessDocument } from './assess-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// A project's own documents that are not articles (fixtures/real, SOURCES.md): a pointer note,
// contributor guides, a security policy, a maintainer's README.Debian, an API README. Each was
// once asked for what its kind rules out.

const claims = (text: string) =>
  assessDocument(text, knowledge).research.sources.unsupportedClaims.map((claim) => claim.text);
const kind = (text: string) => assessDocument(text, knowledge).research.substance.kind;
/** The sentences of a short text that are read as claims. */
const claimsIn = (text: string) =>
  buildDocument(text)
    .sentences.filter(isClaim)
    .map((sentence) => sentence.text);

describe("debconf's README.Debian: a 57-word note that points to the manual", () => {
  const text = fixture('debconf-readme-debian.txt');

  it('is a pointer note, complete as it is', () => {
    expect(kind(text)).toBe('note');
    expect(advice(text)).not.toMatch(
      /Cite your sources|Phrase headings as questions|Cover more subtopics|Answer more questions in fewer words|Turn steps and options into lists|Add examples|Use more of the topic’s vocabulary|Order the heading levels/,
    );
  });

  it('is not asked to make its passages answers: they point to the answers', () => {
    expect(advice(text)).not.toMatch(
      /Name the subject of each passage|Give every passage an answer to cite|Make each passage win its own question|Answer each question in one sentence/,
    );
  });
});

describe.each(['pino-contributing.md', 'piscina-contributing.md'])(
  '%s: a contributor guide',
  (file) => {
    const text = fixture(file);

    it('is read as the project’s policy, neither an article nor a licence', () => {
      expect(kind(text)).toBe('policy');
    });

    it('is not asked for statistics, experts, dates, 900 words or sources', () => {
      expect(advice(text)).not.toMatch(
        /Add statistics|Quote an expert|Date your|Expand the coverage|900 words|Cite your sources|Source the claims/,
      );
    });
  },
);

describe("pino's security policy: its own delays", () => {
  const text = fixture('pino-security.md');

  it('is not told to source "Delay: 5 business days"', () => {
    expect(advice(text)).not.toMatch(/Source the claims|Cite your sources|5 business days/);
  });
});

describe("tslib's security policy: 320 words of the project's rules", () => {
  const text = fixture('tslib-security.md');

  it('is not asked for more sections, vocabulary or examples', () => {
    expect(kind(text)).toBe('policy');
    expect(advice(text)).not.toMatch(
      /Cover more subtopics|Use more of the topic’s vocabulary|Add examples/,
    );
  });

  it('may still phrase its headings as the questions reporters ask', () => {
    expect(advice(text)).toMatch(/Phrase headings as questions/);
  });
});

describe('a maintainer’s own statements', () => {
  it("xz's README.Debian: a ranking of the problems it names is no claim to source", () => {
    const text = fixture('xz-utils-readme-debian.txt');
    expect(claims(text).join('\n')).not.toMatch(/worst of which/);
    expect(advice(text)).not.toMatch(/The old \.lzma file format/);
  });

  it('a first-hand test is no claim, a superlative about the world still is', () => {
    expect(claimsIn('On the test system, man took five minutes; man-db took 40 seconds.')).toEqual(
      [],
    );
    expect(claimsIn('It is the worst file format ever made.')).toHaveLength(1);
    expect(claimsIn('Our customers save 30% on their bills.')).toHaveLength(1);
  });
});

describe("semver's README: what its functions return", () => {
  const text = fixture('semver-readme.md');

  it('is not told to source API descriptions such as "Return the highest version"', () => {
    const found = claims(text).join('\n');
    expect(found).not.toMatch(/Return the (?:highest|lowest)|will return 4\.0\.0|desugars/);
    expect(claims(text).length).toBeLessThanOrEqual(4);
  });

  it('a share stays a claim, even beside "returns"', () => {
    expect(claimsIn('The fund returns 8% a year.')).toHaveLength(1);
    expect(claimsIn('The new law allows 500 more visas each year.')).toHaveLength(1);
  });
});

describe("ca-certificates-java's README.Debian: 86 words signed by its maintainer", () => {
  const text = fixture('ca-certificates-java-readme-debian.txt');

  it('is a short note, not an article asked for statistics and 900 words', () => {
    // Titled "ca-certificates-java for Debian", as Debian's template titles a package's note.
    expect(kind(text)).toBe('note');
    expect(advice(text)).not.toMatch(/Add statistics|Expand the coverage|900 words/);
  });
});

describe("gcc's README.Debian: 'subscribe to the mailing list'", () => {
  const text = fixture('gcc-defaults-readme-debian.txt');

  it('is no marketing page: a mailing list is a support channel, not a sale', () => {
    expect(kind(text)).not.toBe('marketing');
  });

  it('a call to subscribe is still marketing on a short landing page', () => {
    const page = 'Our planner keeps your week in order. Subscribe today and save time.';
    expect(kind(page)).toBe('marketing');
  });
});

describe("adduser's NEWS.Debian: entries in prose paragraphs", () => {
  const text = fixture('adduser-news-debian.txt');

  it('is a changelog, not told to turn its entries into lists', () => {
    expect(kind(text)).toBe('changelog');
    expect(advice(text)).not.toMatch(/Turn steps and options into lists/);
  });
});

describe("piscina's CHANGELOG: entries that name what changed", () => {
  const text = fixture('piscina-changelog.md');

  it('is not told to write full sentences or vary its words', () => {
    expect(kind(text)).toBe('changelog');
    expect(advice(text)).not.toMatch(/Write full sentences|list of words|Vary the vocabulary/);
  });
});

describe("dash's NEWS.Debian: a single Debian entry", () => {
  const text = fixture('dash-news-debian.txt');

  it('is a changelog, not asked for sources or question headings', () => {
    expect(kind(text)).toBe('changelog');
    expect(advice(text)).not.toMatch(/Cite your sources|Phrase headings as questions/);
  });
});

describe("fxa-common-password-list's code of conduct: a pointer to Mozilla's guidelines", () => {
  const text = fixture('fxa-common-password-list-code-of-conduct.md');

  it('is a project policy, not an article asked for statistics and 900 words', () => {
    expect(kind(text)).toBe('policy');
    expect(advice(text)).not.toMatch(/Add statistics|Expand the coverage|Cover more subtopics/);
  });

  it('has no heading where it comments one out, and is not told to rephrase it', () => {
    const headings = buildDocument(text).headings.map((heading) => heading.text);
    expect(headings).toEqual(['Community Participation Guidelines', 'How to Report']);
    expect(advice(text)).not.toMatch(/Project Specific Etiquette/);
    // A comment closed on its own line gives the text after it back.
    expect(buildDocument('<!--\n## Hidden\n-->\n\n## Shown\n\nText.').headings).toHaveLength(1);
  });
});

describe("fontconfig's README.Debian: 'Original text by: -- Name <address> date'", () => {
  it('a signature after a label is no claim', () => {
    const text = fixture('fontconfig-readme-debian.txt');
    expect(claims(text).join('\n')).not.toMatch(/Josselin Mouette/);
    expect(claimsIn('Sales rose by: 20% in 2016.')).toHaveLength(1);
  });

  it('"Changes for fontconfig 2.3 packages by" names a release, not a figure to source', () => {
    const text = fixture('fontconfig-readme-debian.txt');
    expect(claims(text)).toEqual([]);
    expect(advice(text)).not.toMatch(/Source the claims that carry numbers/);
    expect(claimsIn('Changes for fontconfig 2.3 percent of the packages.')).toHaveLength(1);
  });
});

describe("pino's guide to child loggers: 'It's recommended to…'", () => {
  it('is no attribution to source: "It\'s" names no one who recommends', () => {
    const text = fixture('pino-child-loggers.md');
    expect(claims(text).join('\n')).not.toMatch(/namespace conflicts/);
    expect(advice(text)).not.toMatch(/Source the claims/);
  });
});

describe("zod's README: 'Basic usage'", () => {
  it('is a conventional section, not a heading to rewrite as a question', () => {
    expect(advice(fixture('zod-readme.md'))).not.toMatch(/‘Basic usage’|What is basic usage/);
  });
});

describe('the control', () => {
  it('an article is still an article, asked for statistics and sources', () => {
    expect(kind(PLAIN_ARTICLE)).toBe('article');
    expect(advice(PLAIN_ARTICLE)).toMatch(/Add statistics/);
  });
});

describe('socat\'s FAQ: a question in "Q:" form that quotes an error message', () => {
  it('is no claim, though it names libreadline.so.4', () => {
    const text =
      'Q: On Solaris, socat was built successfully, but when started, it gets killed\nwith something like "ld.so.1: ./socat: fatal: libreadline.so.4: open failed: no\nsuch file or directory"\n\nA: The configure script finds your libreadline, but the runtime loader does not.';
    expect(claimsIn(text).join('\n')).not.toMatch(/socat was built/);
  });
});
