import { resolveBetaCopy } from '@citable/site/content/beta-copy.ts';
import {
  SITE_NAME,
  SITE_SUMMARY,
  type SiteGroup,
  type SiteRoute,
  siteRoutes,
  toolRoutes,
} from '@citable/site/content/site.ts';
import type { BetaStatus } from '@citable/site/lib/beta.ts';
import { STATIC_ARTICLE_SLUGS } from '@citable/site/lib/static-article-slugs.ts';
import type { PublishedPageSummary } from './list-published-pages.ts';

function listablePages(pages: PublishedPageSummary[]): PublishedPageSummary[] {
  return pages.filter((page) => !STATIC_ARTICLE_SLUGS.has(page.slug));
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function renderRobotsTxt(appUrl: string): string {
  return [
    '# AI crawlers and search engines are welcome on every public page.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /testing/',
    'Disallow: /admin',
    'Disallow: /admin-dashboard',
    'Disallow: /prompt-editor',
    'Disallow: /secure-pages',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function renderSitemapXml(appUrl: string, pages: PublishedPageSummary[]): string {
  const entries = [
    ...siteRoutes.map((route) => ({ loc: `${appUrl}${route.path}`, lastmod: route.dateModified })),
    ...listablePages(pages).map((page) => ({
      loc: `${appUrl}/page/${encodeURIComponent(page.slug)}`,
      lastmod: page.updatedAt.toISOString().slice(0, 10),
    })),
  ];
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastmod}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Markdown link text and descriptions must not break the llms.txt list syntax. */
const flatten = (value: string) => value.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim();

/** llms.txt as llmstxt.org describes it: H1 name, blockquote summary, H2 sections of links. */
export function renderLlmsTxt(
  appUrl: string,
  pages: PublishedPageSummary[],
  beta: BetaStatus,
): string {
  const link = (title: string, path: string, description?: string | null) =>
    `- [${flatten(title)}](${appUrl}${path})${description ? `: ${flatten(description)}` : ''}`;
  const section = (heading: string, lines: string[]) =>
    lines.length ? [`## ${heading}`, '', ...lines, ''] : [];
  const routesIn = (group: SiteGroup) =>
    resolveBetaCopy(siteRoutes, beta)
      .filter((route: SiteRoute) => route.group === group)
      .map((route) => link(route.title, route.path, route.description));
  const published = listablePages(pages).map((page) =>
    link(page.title, `/page/${encodeURIComponent(page.slug)}`, page.description),
  );
  return [
    `# ${SITE_NAME}`,
    '',
    `> ${SITE_SUMMARY}`,
    '',
    `Citable scores text on six criteria (semantic clarity, structured formatting, authority and trust signals, retrievability, topical depth, alignment with conversational queries), rewrites it for AI search, and researches the keywords and questions people ask AI assistants. ${beta.isActive ? 'It is free during the beta.' : 'Every feature is free to use until the paid plans launch.'}`,
    '',
    // The tools need an account, so they are described here rather than linked.
    `After signing in: ${toolRoutes.map((tool) => `${tool.title} (${flatten(tool.description).replace(/\.$/, '')})`).join('; ')}.`,
    '',
    ...section('Product', routesIn('Product')),
    ...section('Learn', routesIn('Learn')),
    ...section('Articles', routesIn('Articles')),
    ...section('Plans', routesIn('Plans')),
    ...section('Optional', published),
  ].join('\n');
}
