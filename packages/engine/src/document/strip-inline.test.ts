import { describe, expect, it } from 'vitest';
import { stripInline } from './strip-inline.ts';

describe('stripInline', () => {
  it('reads entities outside code as the characters they show', () => {
    // Logos spaced with "&nbsp;" must not read as the word "nbsp".
    expect(stripInline('Logos&nbsp;&nbsp;here &amp; there, `a &amp; b`').text).toBe(
      'Logos here & there, a &amp; b',
    );
  });

  it('keeps link text and records the link where it starts', () => {
    const inline = stripInline('See [the study](https://example.org/a) for details.');
    expect(inline.text).toBe('See the study for details.');
    expect(inline.links).toEqual([{ text: 'the study', url: 'https://example.org/a', offset: 4 }]);
  });

  it('records bare URLs and autolinks as links', () => {
    const inline = stripInline('Read https://example.org/x. Or <https://example.com>.');
    expect(inline.links.map((link) => link.url)).toEqual([
      'https://example.org/x',
      'https://example.com',
    ]);
    expect(inline.text).toBe('Read https://example.org/x. Or https://example.com.');
  });

  it('removes citation marks and footnote references, recording where they stood', () => {
    const inline = stripInline('Sales rose 40% [1]. Costs fell[^note].');
    expect(inline.text).toBe('Sales rose 40% . Costs fell.');
    expect(inline.citations).toEqual([15, 27]);
  });

  it('removes emphasis, code marks, images and HTML tags', () => {
    // An image's alt text describes a picture; it is not prose the text states.
    expect(stripInline('**Bold** and *italic* and `code` ![alt](a.png) <b>x</b>').text).toBe(
      'Bold and italic and code x',
    );
  });

  it('keeps underscores and stars inside words and numbers', () => {
    expect(stripInline('snake_case 2*3 a * b').text).toBe('snake_case 2*3 a * b');
  });
});

describe('stripInline on hostile input', () => {
  it('keeps link addresses with balanced parentheses and titles', () => {
    const inline = stripInline(
      'See [wiki](https://en.wikipedia.org/wiki/Foo_(bar)) and [a](b "t").',
    );
    expect(inline.text).toBe('See wiki and a.');
    expect(inline.links.map((link) => link.url)).toEqual([
      'https://en.wikipedia.org/wiki/Foo_(bar)',
      'b',
    ]);
  });

  it('leaves a space where a breaking HTML tag stood', () => {
    expect(stripInline('one<br>two <b>bold</b>text').text).toBe('one two boldtext');
  });

  it.each([
    ['unclosed links', '[a]('.repeat(20_000)],
    ['unclosed images', '![a]('.repeat(10_000)],
    ['open brackets', '['.repeat(50_000)],
    ['unclosed tags', '<a '.repeat(20_000)],
    ['an unclosed link address', `[a](${'x'.repeat(50_000)}`],
  ])('reads %s in one pass, keeping the text', (_, text) => {
    expect(stripInline(text).text.length).toBeGreaterThan(0);
  });
});

describe('stripInline on badges and reference links', () => {
  it('drops linked images and badges, in inline and reference form', () => {
    const read = stripInline(
      '[![npm](https://img.shields.io/npm/v/x.svg)](https://npmjs.com/x) [![CI][ci-badge]][ci-url] Fast parser.',
    );
    expect(read.text).toBe('Fast parser.');
    expect(read.links).toEqual([]);
  });

  it('resolves a reference link through its definition, and keeps unknown labels as text', () => {
    const definitions = new Map([['rfc', 'https://www.rfc-editor.org/rfc/rfc6265']]);
    const read = stripInline('Cookies follow [RFC 6265][rfc] and [the rest][nope].', definitions);
    expect(read.text).toBe('Cookies follow RFC 6265 and the rest.');
    expect(read.links.map((link) => link.url)).toEqual(['https://www.rfc-editor.org/rfc/rfc6265']);
  });
});
