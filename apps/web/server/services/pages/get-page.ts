import { PAGE_MESSAGES, type Page } from '@citable/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isPageId, pageColumns, toPage } from './page-record.ts';

/** One page by id; a draft exists only for the admin (spec 6), for anyone else it is not found. */
export async function getPage(
  db: Database,
  id: string,
  options: { includeDrafts: boolean },
): Promise<Page> {
  if (!isPageId(id)) throw new AppError('not_found', PAGE_MESSAGES.notFound);
  const [row] = await db
    .select(pageColumns)
    .from(pages)
    .where(
      options.includeDrafts ? eq(pages.id, id) : and(eq(pages.id, id), eq(pages.published, true)),
    )
    .limit(1);
  if (!row) throw new AppError('not_found', PAGE_MESSAGES.notFound);
  return toPage(row);
}
