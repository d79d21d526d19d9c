import { MAX_PAGE_CONTENT_LENGTH } from '@citable/schemas';
import { describe, expect, it } from 'vitest';
import { PATHOLOGICAL_MARKDOWN } from '../../../tests/support/pathological-markdown.ts';
import { XSS_PAYLOADS } from '../../../tests/support/xss-payloads.ts';
import {
  MAX_BLOCK_NESTING,
  MAX_HTML_NESTING,
  renderMarkdown,
  renderPageMarkdown,
} from './render-page-markdown.ts';

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

  it('never links to javascript:, and keeps what was written visible', () => {
    const html = renderPageMarkdown('[click](javascript:alert(1))');
    expect(html).not.toMatch(/href/);
    expect(html).toContain('click');
  });

  it('renders GFM strikethrough, bare URLs and table alignment', () => {
    const html = renderPageMarkdown(
      '~~gone~~ https://example.com/a\n\n| l | r |\n|:--|--:|\n| 1 | 2 |',
    );
    expect(html).toContain('<s>gone</s>');
    expect(html).toContain(
      '<a href="https://example.com/a" rel="noopener noreferrer nofollow">https://example.com/a</a>',
    );
    expect(html).toContain('<th align="left">l</th>');
    expect(html).toContain('<td align="right">2</td>');
  });
});

describe('images elsewhere (the CSP shows images from this site only)', () => {
  it('turns an image on another site into a link to it, and says which', () => {
    const result = renderMarkdown(
      '![Sales chart](https://images.example/chart.png) <img src="http://x.example/y.gif" alt="raw">',
    );
    expect(result.html).toBe(
      '<p><a href="https://images.example/chart.png" rel="noopener noreferrer nofollow">Image: Sales chart</a> <a href="http://x.example/y.gif" rel="noopener noreferrer nofollow">Image: raw</a></p>\n',
    );
    expect(result.externalImages).toEqual([
      'https://images.example/chart.png',
      'http://x.example/y.gif',
    ]);
  });

  it("keeps this site's own images", () => {
    const own = `/page-images/${'a'.repeat(64)}.png`;
    const result = renderMarkdown(`![Logo](${own})`);
    expect(result.html).toBe(
      `<p><img src="${own}" alt="Logo" loading="lazy" decoding="async" /></p>\n`,
    );
    expect(result.externalImages).toEqual([]);
  });
});

/** The deepest element nesting of well-formed HTML (the sanitiser's output is well-formed). */
function depthOf(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const tag of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*?(\/?)>/gi)) {
    if (tag[3] || ['br', 'hr', 'img'].includes(tag[2]?.toLowerCase() ?? '')) continue;
    depth += tag[1] ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

describe('content cannot make rendering slow or deep (issue 31)', () => {
  it('keeps the text of 6,000 nested quotes, nested no deeper than the bound', () => {
    const html = renderPageMarkdown(`${'>'.repeat(6000)} the innermost words`);
    expect(html.match(/<blockquote>/g)).toHaveLength(MAX_BLOCK_NESTING);
    expect(html).toContain('the innermost words</p>');
    expect(html).toContain('&gt;'.repeat(100));
  });

  it('keeps the items of a list nested deeper than the bound', () => {
    const source = Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
    const html = renderPageMarkdown(source);
    for (let i = 0; i < 40; i++) expect(html).toContain(`item ${i}`);
    expect(depthOf(html)).toBeLessThanOrEqual(MAX_HTML_NESTING);
  });

  it('bounds raw HTML and emphasis nesting too, keeping the text', () => {
    const raw = renderPageMarkdown(`${'<em>'.repeat(20_000)}deep${'</em>'.repeat(20_000)}`);
    expect(raw).toContain('deep');
    expect(depthOf(raw)).toBeLessThanOrEqual(MAX_HTML_NESTING);
    const stars = renderPageMarkdown(`${'*'.repeat(20_000)}deep${'*'.repeat(20_000)}`);
    expect(stars).toContain('deep');
    expect(depthOf(stars)).toBeLessThanOrEqual(MAX_HTML_NESTING);
  });

  // At the content limit, a quadratic renderer needs minutes (marked took 1.2 s for 16,000
  // characters of the first input, so about 3 minutes for 200,000); a linear one needs well
  // under a second. The margin absorbs a loaded machine; bench/pages prints the figures.
  it.each(Object.entries(PATHOLOGICAL_MARKDOWN))(
    'renders %s at the 200,000-character limit in linear time',
    (_name, build) => {
      const source = build(MAX_PAGE_CONTENT_LENGTH).slice(0, MAX_PAGE_CONTENT_LENGTH);
      const started = performance.now();
      const html = renderPageMarkdown(source);
      expect(performance.now() - started).toBeLessThan(8000);
      expect(html.length).toBeGreaterThan(0);
      expect(depthOf(html)).toBeLessThanOrEqual(MAX_HTML_NESTING);
    },
  );
});
