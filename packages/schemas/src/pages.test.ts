import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStructuredData, PAGE_MESSAGES, PageInput, slugify } from './pages.ts';

const valid = { title: 'GEO checklist', slug: 'geo-checklist', content: '# Hello' };
const firstMessage = (input: unknown) => PageInput.safeParse(input).error?.issues[0]?.message;

describe('slugify (spec 4 "Slug auto-fill")', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  What is GEO?  ', 'what-is-geo'],
    ['AI -- search & SEO!!', 'ai-search-seo'],
    ['snake_case title', 'snake-case-title'],
    ['Café Crème', 'cafe-creme'],
    ['---', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(PageInput.safeParse({ ...valid, slug }).success).toBe(true);
  });

  it('always gives a slug the page rule of spec 5 accepts, or an empty one', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const slug = slugify(title);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        if (slug) expect(PageInput.safeParse({ ...valid, slug }).success).toBe(true);
      }),
    );
  });
});

describe('PageInput (spec 5 "Page")', () => {
  it('says what is missing in the spec words', () => {
    expect(firstMessage({ ...valid, title: '  ' })).toBe(PAGE_MESSAGES.titleRequired);
    expect(firstMessage({ ...valid, slug: '' })).toBe('Slug is required');
    expect(firstMessage({ ...valid, slug: 'Bad Slug' })).toBe(
      'Slug can only contain lowercase letters, numbers, and hyphens',
    );
    expect(firstMessage({ ...valid, content: '\n ' })).toBe('Content is required');
    expect(firstMessage({ slug: 'a', content: 'b' })).toBe('Title is required');
  });

  it('sends empty optional fields as null', () => {
    const parsed = PageInput.parse({
      ...valid,
      meta_title: '',
      meta_description: '   ',
      structured_data: '',
      featured_image: '',
      featured_image_alt: '',
    });
    expect(parsed).toMatchObject({
      published: false,
      meta_title: null,
      meta_description: null,
      structured_data: null,
      featured_image: null,
      featured_image_alt: null,
    });
  });

  it('accepts only uploaded images or stored image URLs', () => {
    expect(firstMessage({ ...valid, featured_image: 'https://evil.example/x.png' })).toMatch(
      /must be an uploaded PNG, JPEG, WebP, GIF or AVIF image/,
    );
    expect(firstMessage({ ...valid, featured_image: 'javascript:alert(1)' })).toBeDefined();
    expect(
      PageInput.parse({ ...valid, featured_image: `/page-images/${'a'.repeat(64)}.png` })
        .featured_image,
    ).toMatch(/^\/page-images\//);
  });
});

describe('checkStructuredData (DESIGN.md 3.5)', () => {
  it('unwraps a pasted JSON-LD script element', () => {
    const json = '{"@context":"https://schema.org","@type":"FAQPage"}';
    expect(checkStructuredData(`<script type="application/ld+json">\n${json}\n</script>`)).toEqual({
      ok: true,
      json,
    });
    expect(
      PageInput.parse({
        ...valid,
        structured_data: `<SCRIPT type='application/ld+json'>${json}</SCRIPT>`,
      }).structured_data,
    ).toBe(json);
  });

  it('refuses anything that is not a JSON object or array, with a clear message', () => {
    for (const text of [
      '<script>alert(1)</script>',
      '<script type="text/javascript">{"a":1}</script>',
      'alert(1)',
      '{"@type": "Article",}',
      '"just a string"',
      '42',
      'null',
    ]) {
      const checked = checkStructuredData(text);
      expect(checked.ok, text).toBe(false);
      if (!checked.ok) expect(checked.message).toMatch(/^Structured data must be/);
    }
    expect(firstMessage({ ...valid, structured_data: 'not json' })).toMatch(
      /^Structured data must be valid JSON-LD/,
    );
  });
});
