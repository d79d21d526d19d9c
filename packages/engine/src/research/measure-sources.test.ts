import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { cpuMillis } from '../testing/cpu-time.server.ts';
import { findNamedSources, measureSources } from './measure-sources.ts';

const measure = (text: string) => measureSources(buildDocument(text));
const fixture = (file: string) =>
  readFileSync(new URL(`../fixtures/real/${file}`, import.meta.url), 'utf8');

describe('measureSources', () => {
  it.each([
    'Prices rose sharply (Smith et al., 2020).',
    'Prices rose sharply [2].',
    'Prices rose sharply, see [the data](https://example.org/data).',
    'The format is specified in RFC 8878 and is stable.',
    'The result was published in Nature in 2021 by the team.',
  ])('counts %j as a sourced sentence', (text) => {
    expect(measure(text).sourcedSentences).toHaveLength(1);
  });

  it.each([
    'According to the Bank of England, rates will fall.',
    'A 2021 study by the Coffee Science Foundation measured acidity.',
    'Stanford researchers found that sleep matters.',
    'In our tests, the coarse grind worked.',
  ])('reads the unlinked attribution %j as a claim to verify, not a source', (text) => {
    const sources = measure(text);
    expect(sources.sourcedSentences).toHaveLength(0);
    expect(sources.unsupportedClaims.length + (/our tests/.test(text) ? 1 : 0)).toBe(1);
  });

  it.each([
    "If your state holds data from loaders, it's likely that React Router already manages it.",
    '`actionData` gives you the data from the latest action.',
  ])('reads %j from an API reference as no claim: data comes from somewhere', (text) => {
    expect(measure(text).unsupportedClaims).toHaveLength(0);
  });

  it.each(['Data from Eurostat shows prices rising.', 'Figures from 2021 show prices rising.'])(
    'still reads %j, data credited to a name or a year, as a claim to verify',
    (text) => {
      expect(measure(text).unsupportedClaims).toHaveLength(1);
    },
  );

  it('does not count a menu link, an anchor or a badge as a source', () => {
    const sources = measure(
      '[![npm](https://img.shields.io/npm/v/x.svg)](https://npmjs.com/x)\n\n- [Docs](https://example.org/docs)\n- [Back to top](#top)\n\nThe parser is fast.',
    );
    expect(sources.sourcedSentences).toHaveLength(0);
  });

  it('does not take version numbers, item numbers or command lines for claims', () => {
    const sources = measure(
      'Valgrind 3.19.0 supports the 2.6 kernel series.\n\n1.1. How do you pronounce it?\n\nRun ps -o pid,user:19,comm to widen the column.',
    );
    expect(sources.claimCount).toBe(0);
  });

  it('does not take a program run by its path, its output or a port number for claims', () => {
    // amqp-tools' README (fixtures/real): its example session, four "claims" to source.
    const text = fixture('amqp-tools-readme.md');
    expect(measure(text).unsupportedClaims.map((claim) => claim.text)).toEqual([]);
    // A figure stays one: a hex number alone, or a few, is no dump.
    expect(
      measure('The cache holds 64 entries of 20 bytes, so 1280 bytes in all.').claimCount,
    ).toBe(1);
  });

  it('does not take package versions for claims (Debian epochs, "3.5p1", "OpenSSH 7.0")', () => {
    const sources = measure(
      'As of 1:6.6p1-1, new installations will be set to "PermitRootLogin without-password".\n\nAs of OpenSSH 7.0, this is the upstream default.\n\nSince 3.5p1 the agent is installed setgid.\n\nPrivilege separation is incompatible with parts of Kerberos support for protocol 2, as RFC 4120 and bug #298138 explain.',
    );
    expect(sources.claimCount).toBe(0);
    // A figure after a name is still a claim when it is a share or a multiple.
    expect(measure('Sales 2.5 times higher than last year.').claimCount).toBe(1);
  });

  it('credits a list of addresses to the sentence that introduces it with "see:"', () => {
    const listed = measure(
      'Home and End keys are for full-screen applications. For a background summary, see:\n\n  http://invisible-island.net/xterm/xterm.faq.html#xterm_pc_style\n  http://invisible-island.net/xterm/xterm.faq.html#xterm_arrows\n',
    );
    expect(listed.sourcedSentences.map((sentence) => sentence.text)).toEqual([
      'For a background summary, see:',
    ]);
    // A row of labelled links after a colon is still a menu, not a source.
    const menu = measure(
      'Read more:\n\n[Docs](https://example.org/docs) | [Blog](https://example.org/blog)\n',
    );
    expect(menu.sourcedSentences).toHaveLength(0);
  });

  it('does not take the digits of a web address for a figure', () => {
    const sources = measure(
      'For further discussion, see:\n\n  https://bugs.debian.org/298138\n  https://bugzilla.mindrot.org/show_bug.cgi?id=2164\n\nThe bug tracker lists 2164 open reports.',
    );
    // Only the last sentence states a figure.
    expect(sources.claimCount).toBe(1);
  });

  it('does not take "according to which" for an attribution', () => {
    expect(
      measure('Commands are assigned to pipelines according to which node serves the slot.')
        .claimCount,
    ).toBe(0);
    expect(measure('According to Dr. Rivers, coffee is the best drink.').claimCount).toBe(1);
  });

  it('does not take pronouns and sentence openers for sources', () => {
    expect(
      measure('It shows that coffee is popular. This says a lot.').sourcedSentences,
    ).toHaveLength(0);
  });

  it.each([
    'About 35% of adults drink coffee daily',
    'A cup costs $4.50 in the city',
    'Sales grew 3 times in a year',
    '1 in 5 drinkers prefer it cold',
    'The market reached 2,400,000 units',
    'Each serving holds 200 mg of caffeine',
  ])('counts %j as a statistic when its source is linked, and as a claim when not', (text) => {
    const linked = measure(`${text}, per [the survey](https://example.org/survey).`);
    expect(linked.statisticSentences).toHaveLength(1);
    const bare = measure(`${text}.`);
    expect(bare.statisticSentences).toHaveLength(0);
    expect(bare.unsupportedClaims).toHaveLength(1);
  });

  // Manual pages in other languages: apropos(1) lists its exit status as "0 Programme exécuté
  // sans erreur." (French) and "16 No se ha encontrado nada..." (Spanish); login(1) says values
  // "may also be set according to entries in the GECOS field", no one credited.
  it.each([
    '0      Programme exécuté sans erreur.',
    '16     No se ha encontrado nada que coincida con el criterio especificado.',
    'Ulimit, umask and nice values may also be set according to entries in the GECOS field.',
  ])('reads %j as no claim', (text) => {
    expect(measure(text).unsupportedClaims).toHaveLength(0);
  });

  it.each([
    '16 Prozent der Befragten trinken täglich Kaffee.',
    'According to experts, prices will fall.',
  ])('still reads %j as a claim', (text) => {
    expect(measure(text).unsupportedClaims).toHaveLength(1);
  });

  // A release is no measured figure, even beside a link: fontconfig's README.Debian is signed
  // "Changes for fontconfig 2.3 packages by".
  it.each(['Changes for fontconfig 2.3 packages by Keith Packard'])(
    'counts %j as no statistic, even with a link',
    (text) => {
      const linked = measure(`${text}, see [the changelog](https://example.org/changelog).`);
      expect(linked.sourcedSentences).toHaveLength(1);
      expect(linked.statisticSentences).toHaveLength(0);
    },
  );

  it('credits a quotation only when its speaker is named beside a checkable source', () => {
    const sources = measure(
      '"Patience beats equipment every time," says Lena Ortiz in [her talk](https://example.org/talk). He called it "nice".\n\n> Good coffee takes time and care.\n\n"Sleep is the foundation of everything," says Dr. Amanda Rivers.',
    );
    expect(sources.quotations).toBe(3);
    expect(sources.attributedQuotations).toBe(1);
  });

  it('collects dates, and names only beside a checkable source', () => {
    const sources = measure(
      'The World Health Organization reported it on March 5, 2021 ([report](https://who.int/r)). Harvard University agreed in 2022.',
    );
    expect(sources.dates).toEqual(['March 5, 2021', '2022']);
    expect(sources.namedSources).toEqual(
      expect.arrayContaining(['World Health Organization', 'Harvard University']),
    );
    expect(measure('Harvard University agreed in 2022.').namedSources).toEqual([]);
  });

  it('lists claims with numbers or superlatives that have no source nearby', () => {
    const sources = measure(
      'This is the best grinder on the market. Sales rose 40% [1].\n\nGrind 200 g of beans. What costs 5 dollars?',
    );
    expect(sources.claimCount).toBe(2);
    expect(sources.unsupportedClaims).toEqual([]);
    const unsourced = measure(
      'This is the best grinder on the market.\n\nSales rose 40% last year.',
    );
    expect(unsourced.unsupportedClaims.map((claim) => claim.paragraph)).toEqual([1, 2]);
  });
});

describe('measureSources: vague and real attributions (issue 6)', () => {
  it.each([
    'Experts say maintenance is simple.',
    'Research shows heat pumps are the best choice for most homes.',
    'Studies suggest that people enjoy it.',
    'Everyone says they pay for themselves.',
    'Scientists agree it is worth trying.',
    'Many experts say it works.',
    'According to experts, it is simple.',
    'According to recent research, it works.',
    'A study by researchers found it helps.',
    'Industry experts told reporters it works.',
  ])('does not count the vague %j as a source', (text) => {
    const sources = measure(text);
    expect(sources.sourcedSentences).toHaveLength(0);
    expect(sources.namedSources).toEqual([]);
  });

  it.each([
    ['According to the Energy Saving Trust, bills fall.', 'Energy Saving Trust'],
    ['The Energy Saving Trust says bills fall.', 'Energy Saving Trust'],
    [
      '"Most faults come from poor sizing," says Jan Rosenow, a researcher at the Regulatory Assistance Project.',
      'Jan Rosenow',
    ],
    ['"Grind it coarse," adds barista Tom Reyes.', 'Tom Reyes'],
    ['Jan Rosenow found that bills fall.', 'Jan Rosenow'],
    ['A report by Ofgem shows that bills fall.', 'Ofgem'],
  ])('finds the name in %j, and credits it only with a link beside it', (text, name) => {
    expect(findNamedSources(text)).toContain(name);
    expect(measure(text).sourcedSentences).toHaveLength(0);
    const linked = measure(`${text} See [the source](https://example.org/source) for details.`);
    expect(linked.sourcedSentences).toHaveLength(1);
    expect(linked.namedSources).toContain(name);
  });

  it.each([
    'Bills fell sharply (Rosenow, 2023).',
    'Bills fell sharply [1].',
    'Bills fell sharply, see [the data](https://example.org/data).',
  ])('counts the citation %j as a source', (text) => {
    expect(measure(text).sourcedSentences).toHaveLength(1);
  });

  it('never lists Research or Experts as a named source', () => {
    const sources = measure(
      'Research shows they cut bills by 60%. Experts say they last long. Studies found the same.',
    );
    expect(sources.namedSources).toEqual([]);
  });

  it('counts a quotation as attributed only when a named speaker is given', () => {
    expect(
      measure('"Heat pumps are the future of heating," experts say.').attributedQuotations,
    ).toBe(0);
    expect(
      measure(
        '"Heat pumps are the future of heating," says Jan Rosenow in [an interview](https://example.org/i).',
      ).attributedQuotations,
    ).toBe(1);
  });
});

describe('findNamedSources', () => {
  it('names reporters and institutions', () => {
    expect(findNamedSources('Google says the update is live.')).toEqual(['Google']);
    expect(findNamedSources('The Pew Research Center reports growth.')).toContain(
      'Pew Research Center',
    );
  });
});

describe('source patterns on pathological input', () => {
  // Each of these took seconds to minutes with backtracking patterns; linear patterns take ms.
  it.each([
    ['a 100,000-digit number', '1'.repeat(100_000)],
    ['thousands separators', '1,000'.repeat(20_000)],
    ['a run of commas and digits', '1,'.repeat(50_000)],
    ['a run of dots and digits', '1.'.repeat(50_000)],
    ['a 100 KB word in capitals', 'A'.repeat(100_000)],
    ['hyphenated capitals', 'A-'.repeat(50_000)],
    ['capitalised words before a verb', `said. ${'Aa '.repeat(33_000)}`],
    ['a long university name', `University of ${'Aa '.repeat(30_000)}`],
    ['a run of quote marks', '"'.repeat(100_000)],
    ['an unclosed quotation', `"${'a'.repeat(100_000)}`],
    ['a run of punctuation', '.,;:-'.repeat(20_000)],
    ['a 100 KB single line of prose', 'the cat sat on a mat and '.repeat(4_000)],
  ])('measures %s in linear time', (_, text) => {
    const spent = cpuMillis(() => {
      measure(text);
      findNamedSources(text);
    });
    expect(spent).toBeLessThan(1_000);
  });
});
