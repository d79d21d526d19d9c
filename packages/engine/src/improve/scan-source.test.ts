import { describe, expect, it } from 'vitest';
import { scanSource } from './scan-source.ts';

describe('scanSource', () => {
  it('gives every block its exact span in a text with CRLF line ends', () => {
    const text = '# Title\r\n\r\nFirst line\r\nsecond line.\r\n\r\n- one\r\n- two\r\n';
    const blocks = scanSource(text);
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list']);
    expect(blocks[0]?.text).toBe('Title');
    // A span runs to the "\n" that ends its last line, so the input's "\r\n" stay whole.
    expect(blocks.map((block) => text.slice(block.start, block.end).trimEnd())).toEqual([
      '# Title',
      'First line\r\nsecond line.',
      '- one\r\n- two',
    ]);
    expect(blocks.map((block) => text.charAt(block.end))).toEqual(['\n', '\n', '\n']);
  });

  it('starts a paragraph at each "Q:" or "A:" line and marks its side', () => {
    const text = 'Q: Does it run offline?\nA: Yes, once installed.\n';
    const blocks = scanSource(text);
    expect(blocks.map((block) => [block.kind, block.mark])).toEqual([
      ['paragraph', 'question'],
      ['paragraph', 'answer'],
    ]);
    expect(text.slice(blocks[1]?.markEnd)).toBe('Yes, once installed.\n');
  });

  it('keeps front matter, link definitions and lines of tags out of the prose', () => {
    const text =
      '---\ntitle: Notes\n---\n\n<a href="/x"><img src="x.png"></a>\n\nSome prose here.\n\n[site]: https://example.org\n';
    expect(scanSource(text).map((block) => block.kind)).toEqual([
      'front-matter',
      'html',
      'paragraph',
      'link-definition',
    ]);
  });
});
