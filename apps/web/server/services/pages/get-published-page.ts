import { PAGE_MESSAGES, type Page } from '@citable/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageColumns, toPage } from './page-record.ts';

/** Spec 5: a public page needs a matching slug with published true, otherwise "Page not found". */
export async function findPublishedPage(db: Database, slug: string): Promise<Page | null> {
  if (slug.length > 200) return null;
  const [row] = await db
    .select(pageColumns)
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)))
    .limit(1);
  return row ? toPage(row) : null;
}

export async function getPublishedPage(db: Database, slug: string): Promise<Page> {
  const page = await findPublishedPage(db, slug);
  if (!page) throw new AppError('not_found', PAGE_MESSAGES.notFound);
  return page;
}
