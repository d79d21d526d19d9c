import { resolveBetaCopy } from '@citable/site/content/beta-copy.ts';
import { contentPages } from '@citable/site/content/index.ts';
import { plansByPath } from '@citable/site/content/plans.ts';
import { SITE_NAME } from '@citable/site/content/site.ts';
import type { ContentPage } from '@citable/site/content/types.ts';
import type { BetaStatus } from '@citable/site/lib/beta.ts';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { ContentArticle } from '../../components/content/content-article.tsx';
import { buildFaqJsonLd } from '../../components/content/faq-list.tsx';
import { PlanCard } from '../../components/content/plan-card.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { getAppUrl, getBeta } from '../../lib/root-meta.ts';
import { buildMeta } from '../../lib/seo.ts';

/** Spec 2 "Static articles": these two carry the floating product link. */
const ARTICLE_PATHS = new Set(['/beyond-google-ai-search', '/chatgpt-ready-content-steps']);

function findPage(pathname: string): ContentPage {
  const page = contentPages.find((candidate) => candidate.path === pathname.replace(/\/+$/, ''));
  if (!page) throw new Response('Not Found', { status: 404 });
  return page;
}

/** The page with its beta-dependent copy resolved for today. */
function pageFor(pathname: string, beta: BetaStatus): ContentPage {
  return resolveBetaCopy(findPage(pathname), beta);
}

export function loader({ request }: LoaderFunctionArgs) {
  return { path: findPage(new URL(request.url).pathname).path };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const page = pageFor(data.path, getBeta(matches));
  const appUrl = getAppUrl(matches);
  const url = `${appUrl}${page.path}`;
  const jsonLd: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: page.heading,
      description: page.description,
      datePublished: page.datePublished,
      dateModified: page.dateModified,
      mainEntityOfPage: url,
      author: { '@type': 'Organization', name: SITE_NAME, url: `${appUrl}/` },
      publisher: { '@type': 'Organization', name: SITE_NAME, url: `${appUrl}/` },
    },
  ];
  if (page.faq?.length) jsonLd.push(buildFaqJsonLd(page.faq));
  return buildMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    appUrl,
    type: 'article',
    jsonLd,
  });
};

export default function ContentPageRoute() {
  const { path } = useLoaderData<typeof loader>();
  const root = useRootData();
  const page = root ? pageFor(path, root.beta) : findPage(path);
  const plan = plansByPath[path];
  return (
    <>
      <ContentArticle
        page={page}
        aside={
          plan ? (
            <div className="my-10 max-w-sm">
              <PlanCard plan={plan} headingLevel={2} />
            </div>
          ) : null
        }
      />
      {ARTICLE_PATHS.has(path) ? (
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="fixed right-4 bottom-4 z-40 rounded-full bg-brand-600 px-5 py-3 font-semibold text-white shadow-lg hover:bg-brand-700 md:right-8 md:bottom-8"
        >
          Visit the product
        </a>
      ) : null}
    </>
  );
}
