import type { PublicPage } from '@citable/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { RENDERER_VERSION } from './render-page-markdown.ts';
import { renderStoredPage } from './render-stale-pages.ts';

function parseStructuredData(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // Saved data was checked on the way in (DESIGN.md 3.5); anything else is left out.
    return null;
  }
}

/**
 * Spec 2 "Public page viewer": a published page by slug with the HTML stored when it was
 * saved, or null. No view renders markdown (issue 31); a page saved before the HTML was
 * stored, or by an older renderer, is rendered once here if the start-up pass has not reached
 * it yet.
 */
export async function loadPublicPage(db: Database, slug: string): Promise<PublicPage | null> {
  if (slug.length > 200) return null;
  const [page] = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      metaTitle: pages.metaTitle,
      metaDescription: pages.metaDescription,
      contentHtml: pages.contentHtml,
      contentHtmlVersion: pages.contentHtmlVersion,
      featuredImage: pages.featuredImage,
      featuredImageAlt: pages.featuredImageAlt,
      structuredData: pages.structuredData,
      createdAt: pages.createdAt,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)))
    .limit(1);
  if (!page) return null;
  const html =
    page.contentHtml !== null && page.contentHtmlVersion === RENDERER_VERSION
      ? page.contentHtml
      : await renderStoredPage(db, page.id);
  return {
    slug: page.slug,
    title: page.title,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    html,
    featuredImage: page.featuredImage,
    featuredImageAlt: page.featuredImageAlt,
    structuredData: parseStructuredData(page.structuredData),
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}
