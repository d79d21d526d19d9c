import { siteRoutes } from '@citable/site/content/site.ts';

/** Every public page a visitor can open, from the one list the sitemap uses. */
export const PUBLIC_PATHS = siteRoutes.map((route) => route.path);
