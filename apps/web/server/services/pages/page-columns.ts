import type { PageData } from '@citable/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { RENDERER_VERSION, renderPageMarkdown } from './render-page-markdown.ts';

export const slugTaken = (slug: string) =>
  new AppError(
    'conflict',
    `A page with the slug "${slug}" already exists. Please choose another slug.`,
  );

/** PostgreSQL's unique_violation: two saves raced for one slug. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Slugs are unique: say so plainly instead of failing on the database's constraint. */
export async function assertSlugFree(db: Database, slug: string, exceptId?: string): Promise<void> {
  const [existing] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(exceptId ? and(eq(pages.slug, slug), ne(pages.id, exceptId)) : eq(pages.slug, slug))
    .limit(1);
  if (existing) throw slugTaken(slug);
}

/**
 * The editable columns of a page; alt text only goes with an image. The content is rendered
 * here, once per save, and views serve the result (issue 31).
 */
export function columnsOf(data: PageData, featuredImage: string | null) {
  return {
    title: data.title,
    slug: data.slug,
    content: data.content,
    contentHtml: renderPageMarkdown(data.content),
    contentHtmlVersion: RENDERER_VERSION,
    published: data.published,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    structuredData: data.structured_data,
    featuredImage,
    featuredImageAlt: featuredImage ? data.featured_image_alt : null,
  };
}
