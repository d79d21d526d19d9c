import { formatPageTitle, SITE_NAME } from '@citable/site/content/site-name.ts';
import type { MetaDescriptor } from 'react-router';

export interface SeoInput {
  title: string;
  description: string;
  /** The page's path; with the public origin it becomes the canonical URL. */
  path: string;
  appUrl: string;
  type?: 'website' | 'article';
  jsonLd?: object[];
  noIndex?: boolean;
}

/** Title, description, canonical link, Open Graph and Twitter tags, and JSON-LD for one page. */
export function buildMeta(input: SeoInput): MetaDescriptor[] {
  const url = `${input.appUrl}${input.path === '/' ? '/' : input.path}`;
  const title = formatPageTitle(input.title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
  ];
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}
