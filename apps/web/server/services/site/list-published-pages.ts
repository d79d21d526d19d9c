import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';

export interface PublishedPageSummary {
  slug: string;
  title: string;
  description: string | null;
  updatedAt: Date;
}

/** Published admin pages, newest first: what crawlers may list under /page/{slug}. */
export async function listPublishedPages(db: Database): Promise<PublishedPageSummary[]> {
  return db
    .select({
      slug: pages.slug,
      title: pages.title,
      description: pages.metaDescription,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(eq(pages.published, true))
    .orderBy(desc(pages.updatedAt))
    .limit(5000);
}
