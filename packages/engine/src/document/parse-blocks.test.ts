import { describe, expect, it } from 'vitest';
import { parseBlocks } from './parse-blocks.ts';

describe('parseBlocks', () => {
  it('reads setext headings', () => {
    expect(parseBlocks('Title\n=====\n\nSub\n---\n\nText.')).toEqual([
      { kind: 'heading', level: 1, text: 'Title', implicit: false, underlined: true },
      { kind: 'heading', level: 2, text: 'Sub', implicit: false, underlined: true },
      { kind: 'paragraph', text: 'Text.', headingLike: false },
    ]);
  });

  it('keeps a loose list together and joins continuation lines', () => {
    expect(parseBlocks('- one\n  more\n\n- two\n  - nested\n\nAfter.')).toEqual([
      { kind: 'list', ordered: false, items: ['one more', 'two', 'nested'] },
      { kind: 'paragraph', text: 'After.', headingLike: false },
    ]);
  });

  it('reads ordered lists and ignores thematic breaks', () => {
    expect(parseBlocks('1. a\n2) b\n\n***\n')).toEqual([
      { kind: 'list', ordered: true, items: ['a', 'b'] },
    ]);
  });

  it('reads quotes across lines', () => {
    expect(parseBlocks('> one\n> two')).toEqual([{ kind: 'quote', text: 'one two' }]);
  });

  it('keeps an unclosed code fence to the end', () => {
    expect(parseBlocks('```\ncode')).toEqual([{ kind: 'code', text: 'code', unclosed: true }]);
  });
});

describe('parseBlocks line patterns', () => {
  it('reads ATX headings with closing hashes, and not seven hashes', () => {
    expect(parseBlocks('## Title ##')).toEqual([
      { kind: 'heading', level: 2, text: 'Title', implicit: false },
    ]);
    expect(parseBlocks('####### x')[0]?.kind).toBe('paragraph');
    expect(parseBlocks('#hashtag')[0]?.kind).toBe('paragraph');
  });

  it('reads table separators with alignment colons and no outer pipes', () => {
    expect(parseBlocks('a | b\n:-- | --:\n1 | 2')).toEqual([
      {
        kind: 'table',
        rows: [
          ['a', 'b'],
          ['1', '2'],
        ],
      },
    ]);
  });

  it('closes a fence only with a matching fence alone on its line', () => {
    expect(parseBlocks('````\n```js\ncode\n````\nAfter it.')).toEqual([
      { kind: 'code', text: '```js\ncode' },
      { kind: 'paragraph', text: 'After it.', headingLike: false },
    ]);
  });

  it('reads the text before an unclosed fence as prose', () => {
    expect(parseBlocks('Intro text here.\n\n```\nrest')).toEqual([
      { kind: 'paragraph', text: 'Intro text here.', headingLike: false },
      { kind: 'code', text: 'rest', unclosed: true },
    ]);
  });

  it.each([
    ['a heading with trailing spaces', `# a${' '.repeat(50_000)}b`],
    ['a list item with trailing spaces', `- a${' '.repeat(50_000)}\u2028`],
    ['a table row of spaces', `a | b\n${' '.repeat(50_000)}-|x`],
  ])('reads %s in linear time', (_, text) => {
    expect(parseBlocks(text).length).toBeGreaterThan(0);
  });
});

describe('parseBlocks on real plain-text formats', () => {
  it('reads a run of tildes under a title as a rule, not a fence that swallows the text', () => {
    const blocks = parseBlocks(
      'Valgrind FAQ\n~~~~~~~~~~~~\n\nValgrind is a tool for memory debugging.',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph']);
  });

  it('collects reference-link definitions instead of reading them as one long sentence', () => {
    const definitions = new Map<string, string>();
    const blocks = parseBlocks(
      'Intro text.\n\n[npm-url]: https://npmjs.org/package/x\n[ci-url]: https://github.com/x/x/actions',
      definitions,
    );
    expect(blocks).toEqual([{ kind: 'paragraph', text: 'Intro text.', headingLike: false }]);
    expect(definitions.get('ci-url')).toBe('https://github.com/x/x/actions');
  });
});

describe('parseBlocks on code lines in plain text', () => {
  it('never takes a command or a code line for a heading', () => {
    for (const line of ['DEBUG=* node app.js', 'Make install PREFIX=/usr', 'Foo.bar(baz)']) {
      const blocks = parseBlocks(
        `${line}\nThe command above starts the server with every debug namespace on.`,
      );
      expect(
        blocks.every((block) => block.kind !== 'heading'),
        line,
      ).toBe(true);
    }
  });
});

describe('parseBlocks on indented shell comments', () => {
  it("reads an indented '# ...' comment above a command as text, not a heading", () => {
    const blocks = parseBlocks(
      '2.1. How do I double-space a file?\n\n   Sed can do it.\n\n   # Double space a file\n   sed G myfile\n',
    );
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => block.text)).toEqual([
      '2.1. How do I double-space a file?',
    ]);
  });

  it('still reads an indented heading that stands alone', () => {
    expect(parseBlocks('  # Title\n\nBody text.')[0]).toMatchObject({
      kind: 'heading',
      text: 'Title',
    });
  });
});
