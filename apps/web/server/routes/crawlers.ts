import { getBetaStatus } from '@citable/site/lib/beta.ts';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';
import { listPublishedPages } from '../services/site/list-published-pages.ts';
import {
  renderLlmsTxt,
  renderRobotsTxt,
  renderSitemapXml,
} from '../services/site/render-crawler-files.ts';

/** /robots.txt, /sitemap.xml and /llms.txt for search engines and AI crawlers. */
export function crawlerRoutes(
  database: DatabaseHandle,
  appUrl: string,
  betaEndsAt: string,
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const cache = { 'Cache-Control': 'public, max-age=300' };
  routes.get('/robots.txt', (c) =>
    c.text(renderRobotsTxt(appUrl), 200, { ...cache, 'Content-Type': 'text/plain; charset=utf-8' }),
  );
  routes.get('/sitemap.xml', async (c) => {
    const pages = await listPublishedPages(database.db);
    return c.body(renderSitemapXml(appUrl, pages), 200, {
      ...cache,
      'Content-Type': 'application/xml; charset=utf-8',
    });
  });
  routes.get('/llms.txt', async (c) => {
    const pages = await listPublishedPages(database.db);
    return c.text(renderLlmsTxt(appUrl, pages, getBetaStatus(betaEndsAt, new Date())), 200, {
      ...cache,
      'Content-Type': 'text/plain; charset=utf-8',
    });
  });
  return routes;
}
