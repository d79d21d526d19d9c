import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from './decode-entities.ts';
import { looksLikeHtml, MAX_LIST_DEPTH, reduceHtml } from './reduce-html.ts';

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
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('Fish &amp; chips &#8212; &#x2019; &nbsp;&bogus;')).toBe(
      'Fish & chips — ’  &bogus;',
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
