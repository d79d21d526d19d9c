/**
 * Spec 2 "Public page viewer": these two slugs belong to the static articles. The viewer
 * redirects them there, and the sitemap and llms.txt do not list an admin page under them.
 */
export const STATIC_ARTICLE_SLUGS: ReadonlySet<string> = new Set([
  'beyond-google-ai-search',
  'chatgpt-ready-content-steps',
]);
