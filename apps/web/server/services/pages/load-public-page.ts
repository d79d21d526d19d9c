import type { PublicPage } from '@citable/schemas';
import type { Database } from '../../db/client.ts';
import { findPublishedPage } from './get-published-page.ts';
import { renderPageMarkdown } from './render-page-markdown.ts';

function parseStructuredData(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // Saved data was checked on the way in (DESIGN.md 3.5); anything else is left out.
    return null;
  }
}

/** Spec 2 "Public page viewer": a published page by slug, rendered, or null. */
export async function loadPublicPage(db: Database, slug: string): Promise<PublicPage | null> {
  const page = await findPublishedPage(db, slug);
  if (!page) return null;
  return {
    slug: page.slug,
    title: page.title,
    metaTitle: page.meta_title,
    metaDescription: page.meta_description,
    html: renderPageMarkdown(page.content),
    featuredImage: page.featured_image,
    featuredImageAlt: page.featured_image_alt,
    structuredData: parseStructuredData(page.structured_data),
    createdAt: page.created_at,
    updatedAt: page.updated_at,
  };
}
