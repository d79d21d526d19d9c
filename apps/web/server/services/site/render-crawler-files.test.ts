import { siteRoutes } from '@citable/site/content/site.ts';
import { getBetaStatus } from '@citable/site/lib/beta.ts';
import { describe, expect, it } from 'vitest';
import { renderLlmsTxt, renderRobotsTxt, renderSitemapXml } from './render-crawler-files.ts';

const APP_URL = 'https://citable.example';
const published = [
  {
    slug: 'geo-checklist',
    title: 'GEO [checklist]',
    description: 'A checklist\nfor authors',
    updatedAt: new Date('2026-10-01T10:00:00Z'),
  },
  // The viewer redirects this slug to the static article: it must not be listed twice.
  {
    slug: 'beyond-google-ai-search',
    title: 'Duplicate',
    description: null,
    updatedAt: new Date('2026-10-01T10:00:00Z'),
  },
];

describe('robots.txt', () => {
  it('allows public pages, keeps crawlers out of the API and admin, and names the sitemap', () => {
    const robots = renderRobotsTxt(APP_URL);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/citable\.example\/sitemap\.xml$/m);
  });
});

describe('sitemap.xml', () => {
  const xml = renderSitemapXml(APP_URL, published);

  it('lists every public route and every published page once', () => {
    for (const route of siteRoutes) {
      expect(xml).toContain(`<loc>${APP_URL}${route.path}</loc>`);
    }
    expect(xml).toContain(`<loc>${APP_URL}/page/geo-checklist</loc><lastmod>2026-10-01</lastmod>`);
    expect(xml).not.toContain('/page/beyond-google-ai-search');
    expect(xml.match(/<url>/g)).toHaveLength(siteRoutes.length + 1);
  });

  it('is a urlset document', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('escapes XML special characters in URLs', () => {
    const odd = renderSitemapXml(APP_URL, [
      { slug: 'a&b', title: 't', description: null, updatedAt: new Date(0) },
    ]);
    expect(odd).toContain('/page/a%26b');
    expect(odd).not.toMatch(/&(?!#\d+;|amp;|lt;|gt;|quot;)/);
  });
});

describe('llms.txt', () => {
  const running = getBetaStatus('2099-07-01', new Date('2026-11-22T12:00:00Z'));
  const ended = getBetaStatus('2025-07-01', new Date('2026-11-22T12:00:00Z'));
  const text = renderLlmsTxt(APP_URL, published, running);

  it('follows the llmstxt.org shape: H1, blockquote summary, H2 sections of links', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Citable');
    expect(lines[2]).toMatch(/^> \S/);
    const headings = lines.filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Product', '## Learn', '## Articles', '## Plans', '## Optional']);
    for (const line of lines.filter((l) => l.startsWith('- '))) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/citable\.example\/[^)]*\)(: .+)?$/);
    }
  });

  it('links every public route and published page, flattening titles and descriptions', () => {
    for (const route of siteRoutes) expect(text).toContain(`(${APP_URL}${route.path})`);
    expect(text).toContain(
      '- [GEO checklist](https://citable.example/page/geo-checklist): A checklist for authors',
    );
    expect(text).not.toContain('/page/beyond-google-ai-search');
  });

  it('describes the tools without linking pages that need an account', () => {
    expect(text).toContain('After signing in: Content Analyzer (');
    expect(text).not.toContain(`(${APP_URL}/analyzer)`);
  });

  it('says what is true about the beta on either side of its end date', () => {
    expect(text).toContain('It is free during the beta.');
    const afterwards = renderLlmsTxt(APP_URL, published, ended);
    expect(afterwards).not.toMatch(/free during the beta|free beta with/);
    expect(afterwards).toContain('free to use until the paid plans launch');
    for (const output of [text, afterwards]) expect(output).not.toContain('{{beta');
  });
});
