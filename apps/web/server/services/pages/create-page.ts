import type { Page, PageData } from '@citable/schemas';
import type { Database } from '../../db/client.ts';
import { DEFAULT_AUTHOR_ID, pages } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertSlugFree, columnsOf, isUniqueViolation, slugTaken } from './page-columns.ts';
import { pageColumns, toPage } from './page-record.ts';
import { resolveFeaturedImage } from './store-featured-image.ts';

/** Spec 7 "Pages": insert with the page fields and the author (the all-zero id without one). */
export async function createPage(
  db: Database,
  data: PageData,
  authorId: string | null,
): Promise<Page> {
  await assertSlugFree(db, data.slug);
  const featuredImage = await resolveFeaturedImage(db, data.featured_image);
  try {
    const [row] = await db
      .insert(pages)
      .values({ ...columnsOf(data, featuredImage), authorId: authorId ?? DEFAULT_AUTHOR_ID })
      .returning(pageColumns);
    if (!row) throw new AppError('internal', 'The page could not be saved. Please try again.');
    return toPage(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(data.slug);
    throw error;
  }
}
