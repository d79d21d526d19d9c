import type { Page } from '@citable/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { toPage } from './page-record.ts';

/**
 * Spec 7 "Pages": every page newest first for the admin; only published ones for anyone else
 * (spec 6), so no draft ever leaves the server for a non-admin.
 */
export async function listPages(
  db: Database,
  options: { includeDrafts: boolean },
): Promise<Page[]> {
  const query = db.select().from(pages);
  const rows = await (options.includeDrafts ? query : query.where(eq(pages.published, true)))
    .orderBy(desc(pages.createdAt))
    .limit(5000);
  return rows.map(toPage);
}
