import { contentPages } from './index.ts';

export { formatPageTitle, SITE_NAME } from './site-name.ts';

/** The brand and the one list of public routes: navigation, sitemap and llms.txt read it. */
export const SITE_HEADLINE = 'Become AI-visible';
export const SITE_TAGLINE = 'Optimize Your Content For AI Search';
export const SITE_SUMMARY =
  'Citable helps writers, marketers and SEO specialists make their text findable, quotable and citable by AI search engines such as ChatGPT search, Perplexity, Google AI Overviews and Copilot.';

export type SiteGroup = 'Product' | 'Learn' | 'Plans' | 'Articles';

export interface SiteRoute {
  path: string;
  title: string;
  description: string;
  group: SiteGroup;
  /** ISO date of the last meaningful change, for the sitemap. */
  dateModified: string;
}

const SITE_UPDATED = '2026-11-22';

const groupOf: Record<string, SiteGroup> = {
  '/contextual-understanding': 'Learn',
  '/conversational-queries': 'Learn',
  '/content-authority': 'Learn',
  '/free-plan': 'Plans',
  '/pro-plan': 'Plans',
  '/business-plan': 'Plans',
  '/beyond-google-ai-search': 'Articles',
  '/chatgpt-ready-content-steps': 'Articles',
};

export const HOME_DESCRIPTION =
  'Score, rewrite and research your content for AI search. Citable shows how ChatGPT, Perplexity and Google AI Overviews will read, quote and cite your text.';

export const PRICING_DESCRIPTION =
  'Citable pricing: every feature free {{beta:in the beta|until the paid plans launch}}, then a Free tier, Pro at 29 euro a month and Business at 99 euro a month for teams.';

export const siteRoutes: SiteRoute[] = [
  {
    path: '/',
    title: `${SITE_HEADLINE}: ${SITE_TAGLINE}`,
    description: HOME_DESCRIPTION,
    group: 'Product',
    dateModified: SITE_UPDATED,
  },
  {
    path: '/pricing',
    title: 'Simple, Transparent Pricing',
    description: PRICING_DESCRIPTION,
    group: 'Plans',
    dateModified: SITE_UPDATED,
  },
  ...contentPages.map((page) => ({
    path: page.path,
    title: page.title,
    description: page.description,
    group: groupOf[page.path] ?? 'Learn',
    dateModified: page.dateModified,
  })),
];

/** The signed-in tools, described for llms.txt (their pages need an account). */
export const toolRoutes = [
  {
    path: '/analyzer',
    title: 'Content Analyzer',
    description:
      'Scores pasted text on six criteria of AI-search readiness, with key insights and improvement suggestions.',
  },
  {
    path: '/improvement',
    title: 'Content Improvement',
    description:
      'Rewrites text for AI search, scores the rewrite on four factors and lists the keywords it detects.',
  },
  {
    path: '/geo-keywords',
    title: 'AI Keywords',
    description:
      'Researches a keyword or topic: search intent, related terms, content angles and the questions people ask.',
  },
];
