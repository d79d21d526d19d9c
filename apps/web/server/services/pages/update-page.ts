import { PAGE_MESSAGES, type Page, type PageData } from '@citable/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertSlugFree, columnsOf, isUniqueViolation, slugTaken } from './page-columns.ts';
import { isPageId, pageColumns, toPage } from './page-record.ts';
import { prunePageImages } from './prune-page-images.ts';
import { resolveFeaturedImage } from './store-featured-image.ts';

/** Spec 7 "Pages": update with the page fields and updated_at. */
export async function updatePage(db: Database, id: string, data: PageData): Promise<Page> {
  if (!isPageId(id)) throw new AppError('not_found', PAGE_MESSAGES.notFound);
  await assertSlugFree(db, data.slug, id);
  const featuredImage = await resolveFeaturedImage(db, data.featured_image);
  try {
    const [row] = await db
      .update(pages)
      .set({ ...columnsOf(data, featuredImage), updatedAt: sql`now()` })
      .where(eq(pages.id, id))
      .returning(pageColumns);
    if (!row) throw new AppError('not_found', PAGE_MESSAGES.notFound);
    await prunePageImages(db);
    return toPage(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(data.slug);
    throw error;
  }
}
