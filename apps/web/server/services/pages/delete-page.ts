import { PAGE_MESSAGES } from '@citable/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isPageId } from './page-record.ts';
import { prunePageImages } from './prune-page-images.ts';

/** Spec 7 "Pages": delete by id. */
export async function deletePage(db: Database, id: string): Promise<{ id: string }> {
  if (!isPageId(id)) throw new AppError('not_found', PAGE_MESSAGES.notFound);
  const [row] = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  if (!row) throw new AppError('not_found', PAGE_MESSAGES.notFound);
  await prunePageImages(db);
  return row;
}
