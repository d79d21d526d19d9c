import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageImages, pages } from '../../db/schema.ts';

const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp|gif|avif)$/;

export interface StoredImage {
  bytes: Buffer;
  mimeType: string;
  /** Used by a published page: anyone may see it and caches may keep it. */
  isPublic: boolean;
}

/**
 * A stored featured image by its file name. An image only a draft uses is shown to the admin
 * alone: drafts never appear anywhere public, their pictures included.
 */
export async function readPageImage(
  db: Database,
  fileName: string,
  viewer: { isAdmin: boolean },
): Promise<StoredImage | null> {
  const match = FILE_NAME.exec(fileName);
  if (!match) return null;
  const path = `/page-images/${fileName}`;
  const [image] = await db
    .select({
      bytes: pageImages.bytes,
      mimeType: pageImages.mimeType,
      isPublic: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(pages)
        .where(and(eq(pages.featuredImage, path), eq(pages.published, true)))})`,
    })
    .from(pageImages)
    .where(eq(pageImages.id, match[1] ?? ''))
    .limit(1);
  if (!image) return null;
  if (!image.isPublic && !viewer.isAdmin) return null;
  return image;
}
