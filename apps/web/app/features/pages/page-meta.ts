import type { PublicPage } from '@citable/schemas';
import { formatPageTitle, SITE_NAME } from '@citable/site/content/site-name.ts';
import type { MetaDescriptor } from 'react-router';

/**
 * Spec 2 "Public page viewer": the browser title is meta_title, or title, plus the brand
 * suffix; the meta description when there is one; the structured data in the head (React
 * Router writes it as application/ld+json with `<` escaped, DESIGN.md 3.5); and, like every
 * public page, a canonical link and Open Graph tags.
 */
export function buildPageMeta(page: PublicPage, appUrl: string): MetaDescriptor[] {
  const url = `${appUrl}/page/${encodeURIComponent(page.slug)}`;
  const title = formatPageTitle(page.metaTitle ?? page.title);
  const description = page.metaDescription;
  const image = page.featuredImage ? `${appUrl}${page.featuredImage}` : null;
  const tags: MetaDescriptor[] = [
    { title },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
    { property: 'article:modified_time', content: page.updatedAt },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
  ];
  if (description) {
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
      { name: 'twitter:description', content: description },
    );
  }
  if (image) {
    tags.push({ property: 'og:image', content: image });
    if (page.featuredImageAlt)
      tags.push({ property: 'og:image:alt', content: page.featuredImageAlt });
  }
  if (page.structuredData !== null && typeof page.structuredData === 'object') {
    tags.push({ 'script:ld+json': page.structuredData as Record<string, unknown> });
  }
  return tags;
}
