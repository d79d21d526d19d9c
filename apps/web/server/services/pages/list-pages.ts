import { PAGE_LIST_DEFAULT_SIZE, type PageListResponse, type PageSummary } from '@citable/schemas';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';

/**
 * Spec 7 "Pages": every page newest first for the admin; only published ones for anyone else
 * (spec 6), so no draft ever leaves the server for a non-admin. One page of the list at a
 * time, with list fields only (issue 31): the content comes through the single-page route.
 */
export async function listPages(
  db: Database,
  options: { includeDrafts: boolean; page?: number | undefined; pageSize?: number | undefined },
): Promise<PageListResponse> {
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? PAGE_LIST_DEFAULT_SIZE;
  const visible = options.includeDrafts ? undefined : eq(pages.published, true);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: pages.id,
        title: pages.title,
        slug: pages.slug,
        published: pages.published,
        featuredImage: pages.featuredImage,
        createdAt: pages.createdAt,
        updatedAt: pages.updatedAt,
        authorId: pages.authorId,
      })
      .from(pages)
      .where(visible)
      // The id breaks ties, so a page never shows on two pages of the list or on none.
      .orderBy(desc(pages.createdAt), desc(pages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(pages).where(visible),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map(
      (row): PageSummary => ({
        id: row.id,
        title: row.title,
        slug: row.slug,
        published: row.published,
        featured_image: row.featuredImage,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        author_id: row.authorId,
      }),
    ),
    pagination: {
      page,
      page_size: pageSize,
      total,
      total_pages: Math.max(1, Math.ceil(total / pageSize)),
    },
  };
}
