import { describe, expect, it } from 'vitest';
import { assessDocument } from './assess-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// A README of several sections names them for lookup, as a manual does (fixtures/real,
// SOURCES.md): it is asked for the few sections a reader asks about, and a reference section
// title is not turned into a question; a heading that names a task may still be.

describe("debug's README: 25 headings, most of them names to look up", () => {
  const text = fixture('debug-readme.md');

  it('is a README', () => {
    expect(assessDocument(text, knowledge).research.substance.kind).toBe('readme');
  });

  it('is not asked to rewrite a reference title such as ‘Windows command prompt notes’', () => {
    expect(advice(text)).not.toMatch(/‘Windows command prompt notes’|‘Formatters’|‘Wildcards’/);
  });

  it('is asked for two question headings, not 40% of its headings', () => {
    const said = advice(text);
    expect(said).not.toMatch(/target: 8/);
    expect(said).toMatch(/target: 2/);
  });

  it('may still phrase a task heading as the question it answers', () => {
    expect(advice(text)).toMatch(
      /Rewrite headings such as ‘Checking whether a debug target is…’ as the question/,
    );
  });
});

describe("semver's README: only reference sections", () => {
  it('keeps its names and is asked to add sections that answer questions', () => {
    expect(advice(fixture('semver-readme.md'))).toMatch(
      /Add sections that answer questions: Keep the section names readers look for/,
    );
  });
});

describe.each([
  ['wink-porter2-stemmer-contributing.md', '‘Code of Conduct’'],
  ['nodemailer-security.md', '‘Supported Versions’'],
])('%s: a project policy under the names such a page conventionally has', (file, name) => {
  it(`is not asked to rewrite ${name} as a question`, () => {
    expect(advice(fixture(file))).not.toMatch(new RegExp(`Rewrite headings such as ${name}`));
  });
});
