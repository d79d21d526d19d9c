import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// Documents of a package's own documentation (fixtures/real, SOURCES.md), read as a writer
// reads the analysis: advice they would reject, and findings worded against what they show.

describe("OpenSSH's README.dns: a 258-word how-to in two steps", () => {
  const text = fixture('openssh-readme-dns.txt');

  it('is not told to rephrase its step headings, which give instructions, as questions', () => {
    // "(1) Server: Generate and publish the DNS RR" and "(2) Client: Enable ssh to verify host
    // keys using DNS" are the steps a reader follows, each answered below it.
    expect(advice(text)).not.toMatch(/Phrase headings as questions/);
  });

  it('is not asked for an FAQ section of three to five questions', () => {
    expect(advice(text)).not.toMatch(/Add an FAQ section/);
  });

  it('is not asked to date studies or figures it does not have', () => {
    // Its one year is in the revision line at its foot; it cites no study and gives no figure.
    expect(advice(text)).not.toMatch(/Date your facts|study or figure/);
  });
});

describe('chsh(1): the manual page of the command that changes the login shell', () => {
  const text = fixture('manual-chsh.txt');

  it('is not told that naming its subject, the login shell, is keyword stuffing', () => {
    // "chsh - change login shell": the term its NAME line gives is what the page is about.
    expect(advice(text)).not.toMatch(/login shell’ less often|keyword stuffing/);
  });

  it('is not asked to answer a question in one sentence in its OPTIONS list', () => {
    expect(advice(text)).not.toMatch(/under ‘OPTIONS’/);
  });

  it('is not told as a problem that a question it answers is found among the first few', () => {
    // "What does the chsh command change?" finds DESCRIPTION second by meaning: found, not first.
    const insights = analyzeDocument(text, knowledge).insights;
    const placed = insights.filter((insight) => /among the first 3/.test(insight.text));
    expect(placed.every((insight) => insight.type !== 'negative')).toBe(true);
    expect(insights.map((insight) => insight.text).join('\n')).not.toMatch(
      /1 of 1 question[^.]* find their/,
    );
  });
});

describe("git's README.Debian: setting up a git server on Debian", () => {
  const text = fixture('git-readme-debian.txt');

  it('is not told to use plainer words than daemon, repositories and configuration', () => {
    expect(advice(text)).not.toMatch(/Use plainer words|spoken questions are answered best/);
  });
});

describe("git's README: one title over 445 words", () => {
  it('is not told to keep section names it does not have', () => {
    // Its only heading is its title; "Installation" and "Usage" are nowhere in it.
    const text = fixture('git-readme.md');
    expect(advice(text)).toMatch(/Add sections headed by the questions the text answers/);
    expect(advice(text)).not.toMatch(/‘Installation’ and ‘Usage’/);
  });
});

describe("pino's CONTRIBUTING: a heading that asks only “What?”", () => {
  it('takes the short sentence below it for a direct answer', () => {
    // "## What?" under the title is answered by "Individuals making significant and valuable
    // contributions are given commit-access to the project to contribute as they see fit."
    const text = fixture('pino-contributing.md');
    expect(advice(text)).not.toMatch(/Under ‘What’ the first sentence does not answer/);
  });
});
