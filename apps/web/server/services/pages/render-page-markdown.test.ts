import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../tests/support/xss-payloads.ts';
import { renderPageMarkdown } from './render-page-markdown.ts';

/** Every attribute name in the output's tags (sanitize-html writes values in double quotes). */
const attributeNames = (html: string) =>
  [...html.matchAll(/<[a-z0-9]+((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/gi)].flatMap((tag) =>
    [...(tag[1] ?? '').matchAll(/\s+([^\s=>/]+)(?:="[^"]*")?/g)].map((name) =>
      name[1]?.toLowerCase(),
    ),
  );

describe('renderPageMarkdown', () => {
  it('renders headings, lists, tables, code and links with rel attributes', () => {
    const html = renderPageMarkdown(
      [
        '## Why it matters',
        '',
        '- one',
        '- two',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '```ts',
        'const x = 1 < 2;',
        '```',
        '',
        'See [the study](https://example.com/study "GEO").',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Why it matters</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<th>a</th>');
    expect(html).toContain('<pre><code>');
    expect(html).toContain('const x = 1 &lt; 2;');
    expect(html).toContain(
      '<a href="https://example.com/study" title="GEO" rel="noopener noreferrer nofollow">the study</a>',
    );
  });

  it(`neutralises all ${XSS_PAYLOADS.length} payloads`, () => {
    const allowed = new Set([
      'href',
      'title',
      'rel',
      'src',
      'alt',
      'loading',
      'decoding',
      'start',
      'align',
    ]);
    for (const payload of XSS_PAYLOADS) {
      const html = renderPageMarkdown(payload);
      expect(html, payload).not.toMatch(
        /<(script|iframe|object|embed|svg|math|style|form|base|meta|link|template|input|button|textarea|select|details|video|audio|body|frameset|marquee|isindex|keygen|x|image|track|plaintext|xmp|listing|noscript)\b/i,
      );
      for (const name of attributeNames(html))
        expect(allowed, `${name} in ${html}`).toContain(name);
      for (const url of html.matchAll(/<[a-z][^>]*?\s(?:href|src)="([^"]*)"/gi)) {
        expect(url[1], payload).toMatch(/^(https?:|mailto:|[^:]*$)/i);
      }
    }
  });

  it('drops javascript: links but keeps their text', () => {
    expect(renderPageMarkdown('[click](javascript:alert(1))')).toBe(
      '<p><a rel="noopener noreferrer nofollow">click</a></p>\n',
    );
  });
});
