import { describe, expect, it } from 'vitest';
import { readPage } from './read-page.ts';

// Text copied from a browser keeps headings as lines of their own and separates paragraphs by
// single newlines; Markdown written by hand wraps paragraphs at a column. Both must be read as
// their writer meant.

const COPIED_FROM_A_BROWSER = [
  'The Remote Work Productivity Challenge',
  'Remote work has changed how teams operate. Surveys by Gallup found that 29% of US workers are fully remote.',
  'Why focus matters',
  'Productivity depends on long stretches of focus. Managers can protect them with fewer meetings.',
  '• Use written updates instead of status meetings',
  '• Keep recurring meetings under 30 minutes',
  'Final thoughts',
  'Remote work is here to stay.',
].join('\n');

describe('readPage', () => {
  it('reads headings and paragraphs of text copied from a browser as separate blocks', () => {
    const tree = readPage(COPIED_FROM_A_BROWSER);
    expect(tree.blocks.map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'paragraph',
      'list',
      'heading',
      'paragraph',
    ]);
    expect(tree.blocks[4]?.items).toEqual([
      'Use written updates instead of status meetings',
      'Keep recurring meetings under 30 minutes',
    ]);
  });

  it('keeps a hard-wrapped Markdown paragraph as one paragraph', () => {
    const tree = readPage(
      '# Title\n\nThis paragraph was wrapped\nat a fixed column by its writer and\ngoes on for a while.\n',
    );
    expect(tree.blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph']);
    expect(tree.blocks[1]?.text).toBe(
      'This paragraph was wrapped at a fixed column by its writer and goes on for a while.',
    );
  });

  it('gives every block its place in the text', () => {
    const text =
      '# Guide\n\nStep one is [documented](https://example.org/doc).\n\n| Size | Price |\n|---|---|\n| S | $5 |\n\n1. Mix\n2. Bake\n';
    const tree = readPage(text);
    for (const block of tree.blocks) {
      const source = text.slice(block.start, block.end);
      const firstWord = block.text.split(/[\s|]+/).find(Boolean) ?? '';
      expect(source).toContain(firstWord);
    }
    expect(tree.blocks.find((b) => b.kind === 'paragraph')?.links).toEqual([
      { url: 'https://example.org/doc', text: 'documented' },
    ]);
    expect(tree.blocks.find((b) => b.kind === 'table')?.items).toEqual(['Size | Price', 'S | $5']);
    expect(tree.blocks.find((b) => b.kind === 'list')).toMatchObject({
      ordered: true,
      items: ['Mix', 'Bake'],
    });
  });

  it('reads a one-line title before a paragraph as a heading, but not a short sentence', () => {
    const tree = readPage(
      'Cold Brew Basics\n\nCold brew steeps coarse coffee in cold water for 12 to 24 hours.\n\nThat is all.\n\nIt keeps for two weeks.',
    );
    expect(tree.blocks.map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
    expect(tree.blocks[0]?.depth).toBe(1);
  });
});
