import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.ts';

const split = (text: string) =>
  splitSentences(text).map(({ start, end }) => text.slice(start, end));

describe('splitSentences', () => {
  it('splits after full stops, question and exclamation marks', () => {
    expect(split('One is here. Two is there! Is three next? Yes.')).toEqual([
      'One is here.',
      'Two is there!',
      'Is three next?',
      'Yes.',
    ]);
  });

  it('does not split after abbreviations, initials or decimals', () => {
    expect(split('Dr. Smith met J. Doe in the U.S. on Monday. Prices rose 3.5 percent.')).toEqual([
      'Dr. Smith met J. Doe in the U.S. on Monday.',
      'Prices rose 3.5 percent.',
    ]);
  });

  it('does not split before a lowercase continuation', () => {
    expect(split('Use lists, e.g. for steps. Then stop.')).toEqual([
      'Use lists, e.g. for steps.',
      'Then stop.',
    ]);
  });

  it('keeps closing quotes with their sentence', () => {
    expect(split('She said "it works." Then she left.')).toEqual([
      'She said "it works."',
      'Then she left.',
    ]);
  });

  it('keeps a last sentence without a full stop', () => {
    expect(split('First one. And a fragment')).toEqual(['First one.', 'And a fragment']);
  });

  it('returns nothing for blank text', () => {
    expect(split('   ')).toEqual([]);
  });
});

/*
 * Sentences in the shapes of published technical prose (FAQs, specs, READMEs): lowercase
 * program names at a sentence's start, versions, abbreviations, where the two splitters the
 * engine once had disagreed.
 */
describe('splitSentences on published technical prose', () => {
  it('ends a sentence before one that starts with a lowercase name', () => {
    expect(
      split(
        'The character set used by a manual page may differ (e.g. UTF-8) from that provided by the translators.  man-db uses gettext, which is aware of this.',
      ),
    ).toEqual([
      'The character set used by a manual page may differ (e.g. UTF-8) from that provided by the translators.',
      'man-db uses gettext, which is aware of this.',
    ]);
  });

  it('keeps a list number and its item inside the sentence', () => {
    expect(
      split(
        'dpkg will write trigger information into the status file only 1. when a maintainer script has finished, or 2. when dpkg starts up.',
      ),
    ).toHaveLength(1);
  });

  it('ends at "etc." before a capital and continues after it otherwise', () => {
    expect(
      split(
        'A trigger whose name contains whitespace, i18n characters, etc.  Such a trigger should not be used. Lists, tables etc. are fine.',
      ),
    ).toEqual([
      'A trigger whose name contains whitespace, i18n characters, etc.',
      'Such a trigger should not be used.',
      'Lists, tables etc. are fine.',
    ]);
  });

  it('keeps a closing bracket with its sentence and an ellipsis inside one', () => {
    expect(
      split(
        '(Putative because the actual status file is not read.)  In case this is necessary a note is written. Run dpkg --triggers-only <package>... or dpkg --configure.',
      ),
    ).toEqual([
      '(Putative because the actual status file is not read.)',
      'In case this is necessary a note is written.',
      'Run dpkg --triggers-only <package>... or dpkg --configure.',
    ]);
  });

  it('does not end a sentence at quoted marks', () => {
    expect(
      split('I use a dual address (two partial addresses linked with "!!") on the command line.'),
    ).toHaveLength(1);
  });

  it('holds "No." and "p." before a number, and ends at "no." otherwise', () => {
    expect(
      split('See fig. 3 and No. 5 on p. 12 for details. The answer is no. The text is long.'),
    ).toEqual([
      'See fig. 3 and No. 5 on p. 12 for details.',
      'The answer is no.',
      'The text is long.',
    ]);
  });
});

describe('splitSentences on Chinese', () => {
  it('ends a sentence at a full-width stop with no space after it', () => {
    const text = '它速度很快。它易于使用！';
    expect(splitSentences(text).map((span) => text.slice(span.start, span.end))).toEqual([
      '它速度很快。',
      '它易于使用！',
    ]);
  });
});

describe('splitSentences on Japanese', () => {
  it('ends a sentence at a full-width stop in Japanese', () => {
    const text =
      'Biome は以前は別々のツールで提供されていた機能を統合します。共通基盤を構築することで、統一的な体験を提供します。';
    expect(split(text)).toEqual([
      'Biome は以前は別々のツールで提供されていた機能を統合します。',
      '共通基盤を構築することで、統一的な体験を提供します。',
    ]);
  });
});
