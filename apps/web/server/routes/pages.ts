import {
  type PageDeletedResponse,
  PageInput,
  PageListQuery,
  type PageListResponse,
  PagePreviewRequest,
  type PagePreviewResponse,
  type PageResponse,
} from '@citable/schemas';
import { type Context, Hono } from 'hono';
import { getAccount, requireAdmin } from '../auth/guards.ts';
import type { Database } from '../db/client.ts';
import { jsonBody } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';
import { createPage } from '../services/pages/create-page.ts';
import { deletePage } from '../services/pages/delete-page.ts';
import { getPage } from '../services/pages/get-page.ts';
import { getPublishedPage } from '../services/pages/get-published-page.ts';
import { listPages } from '../services/pages/list-pages.ts';
import { findPageImage, readPageImageBytes } from '../services/pages/read-page-image.ts';
import { renderMarkdown } from '../services/pages/render-page-markdown.ts';
import { updatePage } from '../services/pages/update-page.ts';

function requireId(c: Context<AppEnv>): string {
  const id = c.req.query('id');
  if (!id) throw new AppError('bad_request', 'Say which page with ?id={id}.');
  return id;
}

/**
 * /api/pages: spec 7 "Pages proxy function" (DESIGN.md 2). Who may do what is decided here from
 * the session (DESIGN.md 3.2): the admin reads every page and writes; anyone else reads
 * published pages only. The admin-email header is accepted and ignored: it grants nothing.
 */
export function pageRoutes(db: Database): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    const includeDrafts = c.get('viewer').isAdmin;
    const id = c.req.query('id');
    if (id !== undefined)
      return c.json({ data: await getPage(db, id, { includeDrafts }) } satisfies PageResponse);
    const query = PageListQuery.safeParse(c.req.query());
    if (!query.success) throw new AppError('bad_request', query.error.issues[0]?.message ?? '');
    const { page, page_size: pageSize } = query.data;
    return c.json(
      (await listPages(db, { includeDrafts, page, pageSize })) satisfies PageListResponse,
    );
  });
  routes.get('/by-slug/:slug', async (c) =>
    c.json({ data: await getPublishedPage(db, c.req.param('slug')) }),
  );
  routes.post('/preview', requireAdmin, jsonBody(PagePreviewRequest), async (c) => {
    const { content } = c.req.valid('json');
    const { html, externalImages } = renderMarkdown(content);
    return c.json({ html, external_images: externalImages } satisfies PagePreviewResponse);
  });
  routes.post('/', requireAdmin, jsonBody(PageInput), async (c) => {
    const data = c.req.valid('json');
    const author = getAccount(c.get('viewer'));
    return c.json({ data: await createPage(db, data, author.id) } satisfies PageResponse, 201);
  });
  routes.put('/', requireAdmin, jsonBody(PageInput), async (c) => {
    const id = requireId(c);
    const data = c.req.valid('json');
    return c.json({ data: await updatePage(db, id, data) } satisfies PageResponse);
  });
  routes.delete('/', requireAdmin, async (c) =>
    c.json({ data: await deletePage(db, requireId(c)) } satisfies PageDeletedResponse),
  );
  return routes;
}

/** Whether an If-None-Match header names this ETag (a list, weak or not, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * /page-images/{sha256}.{ext}: featured images at their own URL (DESIGN.md 3.6), so a page's
 * HTML stays small. A published page's image may be kept by any cache but is checked again
 * on every use (no-cache with its hash as ETag: a 304 of a few bytes while it is published),
 * so unpublishing the page recalls it at once (issue 31); a year of "immutable" could not.
 * A draft's image is for the admin alone and never stored. nosniff (set for every response)
 * keeps browsers from reading it as anything but its checked type.
 */
export function pageImageRoutes(db: Database): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/:file', async (c) => {
    const image = await findPageImage(db, c.req.param('file'), c.get('viewer'));
    const notFound = () => c.json({ error: 'Image not found.' }, 404);
    if (!image) return notFound();
    const caching: Record<string, string> = image.isPublic
      ? { 'Cache-Control': 'public, no-cache', ETag: `"${image.id}"` }
      : { 'Cache-Control': 'private, no-store' };
    if (image.isPublic && matchesEtag(c.req.header('if-none-match'), `"${image.id}"`))
      return c.body(null, 304, caching);
    const bytes = await readPageImageBytes(db, image.id);
    if (!bytes) return notFound();
    return c.body(new Uint8Array(bytes), 200, {
      ...caching,
      'Content-Type': image.mimeType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': 'inline',
    });
  });
  return routes;
}
