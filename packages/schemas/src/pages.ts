import { formatCount } from './format-count.ts';
import {
  checkStructuredData,
  FEATURED_IMAGE_DATA_URL,
  MAX_ALT_TEXT_LENGTH,
  MAX_META_DESCRIPTION_LENGTH,
  MAX_META_TITLE_LENGTH,
  MAX_PAGE_CONTENT_LENGTH,
  MAX_SLUG_LENGTH,
  MAX_STRUCTURED_DATA_LENGTH,
  MAX_TITLE_LENGTH,
  PAGE_IMAGE_PATH,
  PAGE_MESSAGES,
  SLUG_PATTERN,
} from './page-rules.ts';
import { z } from './zod.ts';

/*
 * Spec section 3 "Page", 4 "Slug auto-fill", 5 "Page" and DESIGN.md 3.5/3.6: one schema
 * validates the editor's form in the browser and the request on the server, with the spec's
 * messages verbatim.
 */
export * from './page-rules.ts';

/** Empty optional fields are sent as null (spec 5). */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} can be at most ${formatCount(max)} characters.`)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

/** The page as the editor sends it (POST and PUT /api/pages). */
export const PageInput = z.object({
  title: z
    .string({ error: PAGE_MESSAGES.titleRequired })
    .trim()
    .min(1, PAGE_MESSAGES.titleRequired)
    .max(MAX_TITLE_LENGTH, `A title can be at most ${MAX_TITLE_LENGTH} characters.`),
  slug: z
    .string({ error: PAGE_MESSAGES.slugRequired })
    .trim()
    .min(1, PAGE_MESSAGES.slugRequired)
    .max(MAX_SLUG_LENGTH, `A slug can be at most ${MAX_SLUG_LENGTH} characters.`)
    .regex(SLUG_PATTERN, PAGE_MESSAGES.slugFormat),
  content: z
    .string({ error: PAGE_MESSAGES.contentRequired })
    .max(
      MAX_PAGE_CONTENT_LENGTH,
      `Content can be at most ${formatCount(MAX_PAGE_CONTENT_LENGTH)} characters.`,
    )
    .refine((value) => value.trim().length > 0, PAGE_MESSAGES.contentRequired),
  published: z.boolean({ error: 'Published must be true or false.' }).default(false),
  meta_title: optionalText(MAX_META_TITLE_LENGTH, 'The meta title'),
  meta_description: optionalText(MAX_META_DESCRIPTION_LENGTH, 'The meta description'),
  structured_data: optionalText(MAX_STRUCTURED_DATA_LENGTH, 'Structured data').transform(
    (value, ctx) => {
      if (value === null) return null;
      const checked = checkStructuredData(value);
      if (!checked.ok) {
        ctx.addIssue({ code: 'custom', message: checked.message });
        return z.NEVER;
      }
      return checked.json;
    },
  ),
  featured_image: z
    .string({ error: 'The featured image must be an uploaded image.' })
    // A 2 MB image as base64 is about 2.8 million characters; larger ones are measured and
    // refused by the server with their size (the request body limit stops anything huge).
    .max(6_000_000, 'The featured image is too large. Images can be at most 2 MB.')
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .refine(
      (value) =>
        value === null || PAGE_IMAGE_PATH.test(value) || FEATURED_IMAGE_DATA_URL.test(value),
      'The featured image must be an uploaded PNG, JPEG, WebP, GIF or AVIF image.',
    ),
  featured_image_alt: optionalText(MAX_ALT_TEXT_LENGTH, 'The image description'),
});
export type PageInput = z.input<typeof PageInput>;
export type PageData = z.output<typeof PageInput>;

/** A page as the pages API answers (spec 3 field names). */
export const Page = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  published: z.boolean(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  structured_data: z.string().nullable(),
  /** The URL of the stored image (/page-images/...), or null. */
  featured_image: z.string().nullable(),
  featured_image_alt: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  author_id: z.string(),
});
export type Page = z.infer<typeof Page>;

/**
 * A page in the list (GET /api/pages): what a list shows, without the content, the
 * structured data or the meta texts, which only the single-page route sends (issue 31: the
 * unpaged list with content was 11 MB for 816 pages).
 */
export const PageSummary = Page.pick({
  id: true,
  title: true,
  slug: true,
  published: true,
  featured_image: true,
  created_at: true,
  updated_at: true,
  author_id: true,
});
export type PageSummary = z.infer<typeof PageSummary>;

export const PAGE_LIST_DEFAULT_SIZE = 50;
export const PAGE_LIST_MAX_SIZE = 100;
/** Far past any real list; keeps the offset a small number. */
const PAGE_LIST_MAX_PAGE = 100_000;

const listNumber = (max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message))
    .optional();

/** GET /api/pages?page={n}&page_size={n}: one page of the list, newest first. */
export const PageListQuery = z.object({
  page: listNumber(PAGE_LIST_MAX_PAGE, 'page must be a whole number from 1.'),
  page_size: listNumber(
    PAGE_LIST_MAX_SIZE,
    `page_size must be a whole number from 1 to ${PAGE_LIST_MAX_SIZE}.`,
  ),
});
export type PageListQuery = z.input<typeof PageListQuery>;

/** Spec 7 "Pages proxy function": every answer is `{ data }`; the list says where it is. */
export const PageListResponse = z.object({
  data: z.array(PageSummary),
  pagination: z.object({
    page: z.number(),
    page_size: z.number(),
    /** Pages the caller may see in all (published ones only, for anyone but the admin). */
    total: z.number(),
    total_pages: z.number(),
  }),
});
export type PageListResponse = z.infer<typeof PageListResponse>;
export const PageResponse = z.object({ data: Page });
export type PageResponse = z.infer<typeof PageResponse>;
export const PageDeletedResponse = z.object({ data: z.object({ id: z.string() }) });
export type PageDeletedResponse = z.infer<typeof PageDeletedResponse>;
export const PagePreviewResponse = z.object({
  html: z.string(),
  /** Images on other sites in the content: the page shows them as links (see the editor). */
  external_images: z.array(z.string()),
});
export type PagePreviewResponse = z.infer<typeof PagePreviewResponse>;

/** POST /api/pages/preview: the markdown to render as the public page would. */
export const PagePreviewRequest = z.object({
  content: z
    .string({ error: 'The content must be text.' })
    .max(
      MAX_PAGE_CONTENT_LENGTH,
      `Content can be at most ${formatCount(MAX_PAGE_CONTENT_LENGTH)} characters.`,
    ),
});

/** What the public viewer renders: only what a visitor may see of a published page. */
export interface PublicPage {
  slug: string;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Sanitised HTML of the markdown content. */
  html: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  /** Parsed JSON-LD, emitted as one application/ld+json script with `<` escaped. */
  structuredData: unknown;
  createdAt: string;
  updatedAt: string;
}
