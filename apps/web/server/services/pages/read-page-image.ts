import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageImages, pages } from '../../db/schema.ts';

const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp|gif|avif)$/;

export interface StoredImage {
  /** The SHA-256 of the bytes: the image's name and its ETag. */
  id: string;
  mimeType: string;
  /** Used by a published page: anyone may see it and caches may keep it. */
  isPublic: boolean;
}

/**
 * A stored featured image by its file name, without its bytes (a revalidation needs none).
 * An image only a draft uses is shown to the admin alone: drafts never appear anywhere
 * public, their pictures included.
 */
export async function findPageImage(
  db: Database,
  fileName: string,
  viewer: { isAdmin: boolean },
): Promise<StoredImage | null> {
  const match = FILE_NAME.exec(fileName);
  if (!match) return null;
  const path = `/page-images/${fileName}`;
  const [image] = await db
    .select({
      id: pageImages.id,
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

export async function readPageImageBytes(db: Database, id: string): Promise<Buffer | null> {
  const [image] = await db
    .select({ bytes: pageImages.bytes })
    .from(pageImages)
    .where(eq(pageImages.id, id))
    .limit(1);
  return image?.bytes ?? null;
}
