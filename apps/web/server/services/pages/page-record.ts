import type { Page } from '@citable/schemas';
import { getTableColumns } from 'drizzle-orm';
import { pages } from '../../db/schema.ts';

/**
 * The columns a page is read with: everything but its stored HTML, which only the public
 * viewer reads (load-public-page.ts).
 */
const { contentHtml: _html, contentHtmlVersion: _version, ...pageColumns } = getTableColumns(pages);

export { pageColumns };

export type PageRow = Omit<typeof pages.$inferSelect, 'contentHtml' | 'contentHtmlVersion'>;

/** A row as the pages API answers it: the spec's field names (spec 3 "Page"). */
export function toPage(row: PageRow): Page {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    published: row.published,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    structured_data: row.structuredData,
    featured_image: row.featuredImage,
    featured_image_alt: row.featuredImageAlt,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author_id: row.authorId,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page id is a UUID; anything else cannot name a page (and must not reach SQL as one). */
export function isPageId(value: string): boolean {
  return UUID.test(value);
}
