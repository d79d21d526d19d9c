import { createHash } from 'node:crypto';
import {
  FEATURED_IMAGE_TYPE_MESSAGE,
  FEATURED_IMAGE_TYPES,
  MAX_FEATURED_IMAGE_BYTES,
  PAGE_IMAGE_PATH,
} from '@citable/schemas';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client.ts';
import { pageImages } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type ImageType = (typeof FEATURED_IMAGE_TYPES)[number];

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export const IMAGE_TYPE_MESSAGE = FEATURED_IMAGE_TYPE_MESSAGE;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function imageTooLargeMessage(bytes: number): string {
  return `The featured image is too large (${megabytes(bytes)}). Images can be at most 2 MB.`;
}

const isImageType = (mime: string): mime is ImageType =>
  (FEATURED_IMAGE_TYPES as readonly string[]).includes(mime);

/**
 * DESIGN.md 3.6: the file's own bytes decide what it is (file-type reads the magic numbers),
 * never its name or the type the browser claimed. SVG and HTML are text, have no magic number
 * and are refused with everything else that is not one of the five image formats.
 */
export async function checkImageBytes(bytes: Buffer): Promise<ImageType> {
  if (bytes.length === 0) throw new AppError('bad_request', 'The featured image is empty.');
  if (bytes.length > MAX_FEATURED_IMAGE_BYTES) {
    throw new AppError('payload_too_large', imageTooLargeMessage(bytes.length));
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isImageType(type.mime))
    throw new AppError('unsupported_media_type', IMAGE_TYPE_MESSAGE);
  return type.mime;
}

/**
 * The featured image of a saved page: null, the URL of an image already stored, or a data URL
 * from an upload, which is checked, stored once by its SHA-256 and replaced by its URL. The
 * page row then holds a short URL and the HTML links the image instead of inlining megabytes.
 */
export async function resolveFeaturedImage(
  db: Database,
  value: string | null,
): Promise<string | null> {
  if (value === null) return null;
  if (PAGE_IMAGE_PATH.test(value)) {
    const id = value.slice('/page-images/'.length, value.lastIndexOf('.'));
    const [stored] = await db
      .select({ id: pageImages.id })
      .from(pageImages)
      .where(sql`${pageImages.id} = ${id}`)
      .limit(1);
    if (!stored) {
      throw new AppError(
        'bad_request',
        'The featured image is no longer stored. Please upload it again.',
      );
    }
    return value;
  }
  const base64 = value.slice(value.indexOf(',') + 1).replace(/\s+/g, '');
  const bytes = Buffer.from(base64, 'base64');
  const mimeType = await checkImageBytes(bytes);
  const id = createHash('sha256').update(bytes).digest('hex');
  await db
    .insert(pageImages)
    .values({ id, mimeType, bytes, byteSize: bytes.length })
    // A re-upload refreshes the date, so pruning (which spares recent images) leaves it alone.
    .onConflictDoUpdate({ target: pageImages.id, set: { createdAt: sql`now()` } });
  return `/page-images/${id}.${EXTENSIONS[mimeType]}`;
}
