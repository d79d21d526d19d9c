import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from './decode-entities.ts';
import { looksLikeHtml } from './looks-like-html.ts';
import { MAX_LIST_DEPTH, reduceHtml } from './reduce-html.ts';

describe('looksLikeHtml', () => {
  it('spots common tags and ignores plain text with angle brackets', () => {
    expect(looksLikeHtml('<p>Hello</p>')).toBe(true);
    expect(looksLikeHtml('if a < b and c > d')).toBe(false);
    expect(looksLikeHtml('# Markdown')).toBe(false);
  });
});

describe('reduceHtml', () => {
  it('turns headings, paragraphs and lists into markdown', () => {
    expect(
      reduceHtml('<h2>Title</h2><p>One.</p><ol><li>A</li><li>B</li></ol><ul><li>C</li></ul>'),
    ).toBe('## Title\n\nOne.\n\n1. A\n1. B\n\n- C');
  });

  it('keeps links, quotes and code', () => {
    expect(reduceHtml('<p>See <a href="https://x.org/a b">this</a>.</p>')).toBe(
      'See [this](https://x.org/a%20b).',
    );
    expect(reduceHtml('<blockquote>Wise words.</blockquote>')).toBe('> Wise words.');
    expect(reduceHtml('<pre>a\n  b</pre>')).toBe('```\na\n  b\n```');
  });

  it('turns tables into markdown tables', () => {
    expect(
      reduceHtml('<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>'),
    ).toBe('| A | B |\n| --- | --- |\n| 1 | 2 |');
  });

  it('drops scripts, styles and comments, and survives broken markup', () => {
    expect(
      reduceHtml('<style>p{}</style><p>Text<!-- note --> <b>bold</p></div><script>x()</script>'),
    ).toBe('Text bold');
    expect(reduceHtml('<p>Unclosed <em>tag')).toBe('Unclosed tag');
    expect(reduceHtml('<p>a < b</p>')).toBe('a < b');
  });
});

describe('decodeEntities', () => {
  it('decodes the German and French letters a hand-kept list missed', () => {
    expect(decodeEntities('&eacute;t&eacute; &Uuml;bung Stra&szlig;e')).toBe('été Übung Straße');
  });

  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('Fish &amp; chips &#8212; &#x2019; &nbsp;&bogus;')).toBe(
      'Fish & chips — ’ \u00a0&bogus;',
    );
  });
});

describe('reduceHtml on hostile input', () => {
  it('caps list nesting, so deep nesting gives short lines', () => {
    const depth = 5000;
    const markdown = reduceHtml(`${'<ul><li>a'.repeat(depth)}${'</li></ul>'.repeat(depth)}`);
    const lines = markdown.split('\n');
    expect(lines).toHaveLength(depth);
    expect(Math.max(...lines.map((line) => line.length))).toBe(2 * (MAX_LIST_DEPTH - 1) + 3);
  });

  it('writes nothing for empty list items', () => {
    expect(reduceHtml('<ul><li> </li><li><ul><li>x</li></ul></li></ul>')).toBe('- x');
  });

  it('keeps its output linear in its input for any mix of markup', () => {
    const piece = fc.constantFrom(
      '<ul>',
      '<li>',
      '</li>',
      '</ul>',
      '<p>',
      '<td>',
      '<a href=x>',
      '</a>',
      '<',
      '>',
      'a ',
      '\n',
      '<pre>',
      '<blockquote>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 400 }), (pieces) => {
        const html = pieces.join('');
        expect(reduceHtml(html).length).toBeLessThanOrEqual(html.length * 3 + 20);
      }),
    );
  });
});

const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5a"><h1 dir="ltr"><span>How to Brew Cold Brew</span></h1><p dir="ltr"><span>Cold brew is coffee steeped in cold water.</span></p><ul><li dir="ltr"><p dir="ltr"><span>A large jar</span></p></li><li dir="ltr"><p dir="ltr"><span>Coarse coffee, </span><span>about 100 g</span></p></li></ul><div><table><tbody><tr><td><p dir="ltr"><span>Time</span></p></td><td><p dir="ltr"><span>Taste</span></p></td></tr><tr><td><p dir="ltr"><span>12 hours</span></p></td><td><p><span>Light | mild</span></p></td></tr></tbody></table></div></b>`;

const WORDPRESS_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Guide</title><style>p{color:red}</style><script>var x = "<p>not content</p>";</script></head><body>
<header class="site-header"><a href="/">Home</a> | <a href="/blog">Blog</a></header>
<nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul></nav>
<main><article>
<header><h1>How to Brew Cold Brew Coffee</h1></header>
<!-- wp:paragraph -->
<p>Cold brew is coffee made by steeping coarse grounds in cold water.</p>
<!-- /wp:paragraph -->
<h2>What do you need?</h2>
<ul>
  <li><p>A large jar or pitcher</p></li>
  <li><p>A fine mesh filter</p></li>
</ul>
<form><label>Email</label><input name="e"><button>Subscribe</button></form>
</article></main>
<aside><h3>Related posts</h3><p>Ten teas to try</p></aside>
<footer><p>© 2024 Coffee Blog</p></footer>
</body></html>`;

describe('reduceHtml on pasted pages', () => {
  it('reduces a Google Docs paste to headings, paragraphs, a list and a table', () => {
    expect(reduceHtml(GOOGLE_DOCS)).toBe(
      [
        '# How to Brew Cold Brew',
        '',
        'Cold brew is coffee steeped in cold water.',
        '',
        '- A large jar',
        '- Coarse coffee, about 100 g',
        '',
        '| Time | Taste |',
        '| --- | --- |',
        '| 12 hours | Light / mild |',
      ].join('\n'),
    );
  });

  it('drops the page chrome of a WordPress page and keeps the article', () => {
    expect(reduceHtml(WORDPRESS_PAGE)).toBe(
      [
        '# How to Brew Cold Brew Coffee',
        '',
        'Cold brew is coffee made by steeping coarse grounds in cold water.',
        '',
        '## What do you need?',
        '',
        '- A large jar or pitcher',
        '- A fine mesh filter',
      ].join('\n'),
    );
  });

  it('writes links without an address as plain text', () => {
    expect(reduceHtml('<p><a name="x">Anchor</a> and <a href="/y">link</a></p>')).toBe(
      'Anchor and [link](/y)',
    );
  });
});

describe('reduceHtml quotes', () => {
  it('writes quoted paragraphs without empty quote lines', () => {
    expect(reduceHtml('<blockquote><p>One.</p><p>Two.</p></blockquote><p>After.</p>')).toBe(
      '> One.\n>\n> Two.\n\nAfter.',
    );
  });
});
