import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import { RENDERER_VERSION, renderPageMarkdown } from './render-page-markdown.ts';

/**
 * Renders one page's stored content again and stores the HTML, unless a save got there first
 * with the current renderer. Returns the HTML (empty if the page is gone).
 */
export async function renderStoredPage(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ content: pages.content })
    .from(pages)
    .where(eq(pages.id, id))
    .limit(1);
  if (!row) return '';
  const html = renderPageMarkdown(row.content);
  await db
    .update(pages)
    .set({ contentHtml: html, contentHtmlVersion: RENDERER_VERSION })
    .where(and(eq(pages.id, id), lt(pages.contentHtmlVersion, RENDERER_VERSION)));
  return html;
}

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * At start, the pages whose stored HTML is missing (saved before it was stored) or was made
 * by an older renderer are rendered again, one at a time, letting requests in between so the
 * server answers while it works. Several instances may do this at once: each write is the
 * same HTML, and a save made meanwhile is never overwritten.
 */
export async function renderStalePages(db: Database, logger: Logger): Promise<number> {
  let rendered = 0;
  let after: string | null = null;
  for (;;) {
    const stale = lt(pages.contentHtmlVersion, RENDERER_VERSION);
    const batch = await db
      .select({ id: pages.id })
      .from(pages)
      .where(after ? and(stale, gt(pages.id, after)) : stale)
      .orderBy(asc(pages.id))
      .limit(100);
    if (batch.length === 0) break;
    for (const { id } of batch) {
      await renderStoredPage(db, id);
      rendered += 1;
      await yieldToRequests();
    }
    after = batch.at(-1)?.id ?? after;
  }
  if (rendered > 0) logger.info({ pages: rendered }, 'rendered the stored HTML of pages');
  return rendered;
}
