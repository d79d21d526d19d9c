import {
  type PageDeletedResponse,
  PageInput,
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
import { readPageImage } from '../services/pages/read-page-image.ts';
import { renderPageMarkdown } from '../services/pages/render-page-markdown.ts';
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
    return c.json({ data: await listPages(db, { includeDrafts }) } satisfies PageListResponse);
  });
  routes.get('/by-slug/:slug', async (c) =>
    c.json({ data: await getPublishedPage(db, c.req.param('slug')) }),
  );
  routes.post('/preview', requireAdmin, jsonBody(PagePreviewRequest), async (c) => {
    const { content } = c.req.valid('json');
    return c.json({ html: renderPageMarkdown(content) } satisfies PagePreviewResponse);
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

/**
 * /page-images/{sha256}.{ext}: featured images at their own URL (DESIGN.md 3.6), so a page's
 * HTML stays small. The name is the content's hash, so a published image never changes and
 * may be cached for a year; nosniff (set for every response) keeps browsers from reading it
 * as anything but its checked type.
 */
export function pageImageRoutes(db: Database): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/:file', async (c) => {
    const image = await readPageImage(db, c.req.param('file'), c.get('viewer'));
    if (!image) return c.json({ error: 'Image not found.' }, 404);
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.mimeType,
      'Content-Length': String(image.bytes.length),
      'Cache-Control': image.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'Content-Disposition': 'inline',
    });
  });
  return routes;
}
