/*
 * The page rules that need no Zod (spec 3 "Page", 4 "Slug auto-fill", 5 "Page" and DESIGN.md
 * 3.5/3.6): the messages, limits, slug and structured-data checks. The editor imports them
 * through `@citable/schemas/constants` without loading Zod; pages.ts builds its schemas on them.
 */
export const PAGE_MESSAGES = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Slug can only contain lowercase letters, numbers, and hyphens',
  contentRequired: 'Content is required',
  deleteConfirm: 'Are you sure you want to delete this page?',
  notFound: 'Page not found',
} as const;

export const MAX_TITLE_LENGTH = 200;
export const MAX_SLUG_LENGTH = 120;
export const MAX_PAGE_CONTENT_LENGTH = 200_000;
export const MAX_META_TITLE_LENGTH = 200;
export const MAX_META_DESCRIPTION_LENGTH = 500;
export const MAX_STRUCTURED_DATA_LENGTH = 50_000;
export const MAX_ALT_TEXT_LENGTH = 300;
/** DESIGN.md 3.6: a featured image is at most 2 MB. */
export const MAX_FEATURED_IMAGE_BYTES = 2 * 1024 * 1024;
/** The image types a featured image may be, recognised by content (DESIGN.md 3.6). */
export const FEATURED_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/**
 * The one message for a featured image of another type, shown by the editor before upload and
 * sent by the server, which decides by the file's bytes.
 */
export const FEATURED_IMAGE_TYPE_MESSAGE =
  'The featured image must be a PNG, JPEG, WebP, GIF or AVIF image. Other files, SVG included, are not accepted.';

/** Where the server serves a stored featured image: its SHA-256, so a new image is a new URL. */
export const PAGE_IMAGE_PATH = /^\/page-images\/[0-9a-f]{64}\.(png|jpg|webp|gif|avif)$/;
/** A featured image given inline, before the server stores it. */
export const FEATURED_IMAGE_DATA_URL = /^data:[^,;]*(;[^,;]*)*;base64,[A-Za-z0-9+/=\s]*$/;

/** Spec 5: only lowercase letters, numbers and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * Spec 4 "Slug auto-fill": lowercase, drop non-word characters, spaces to hyphens, repeated
 * hyphens collapsed. Underscores are word characters but not allowed in a slug, so they
 * count as spaces; accented letters lose their accents rather than vanishing; hyphens at
 * either end are dropped so the slug is valid as generated.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, MAX_SLUG_LENGTH);
}

const SCRIPT_WRAPPER = /^<script\b[^>]*>([\s\S]*)<\/script\s*>$/i;

export type StructuredDataCheck = { ok: true; json: string } | { ok: false; message: string };

/**
 * DESIGN.md 3.5: structured data must be JSON-LD. A pasted
 * `<script type="application/ld+json">` wrapper is unwrapped; anything else that is not a JSON
 * object or array is refused.
 */
export function checkStructuredData(text: string): StructuredDataCheck {
  let body = text.trim();
  const wrapped = SCRIPT_WRAPPER.exec(body);
  if (wrapped) {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(body.slice(0, body.indexOf('>')))?.[1];
    if (type?.toLowerCase() !== 'application/ld+json') {
      return {
        ok: false,
        message:
          'Structured data must be JSON-LD: only a <script type="application/ld+json"> wrapper is accepted.',
      };
    }
    body = (wrapped[1] ?? '').trim();
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it could not be read';
    return { ok: false, message: `Structured data must be valid JSON-LD (${reason}).` };
  }
  if (typeof value !== 'object' || value === null) {
    return {
      ok: false,
      message: 'Structured data must be valid JSON-LD: a JSON object or an array of objects.',
    };
  }
  return { ok: true, json: body };
}
