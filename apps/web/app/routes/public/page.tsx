import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { STATIC_ARTICLE_SLUGS } from '@citable/site/lib/static-article-slugs.ts';
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  replace,
  useLoaderData,
} from 'react-router';
import { NotFoundScreen } from '../../components/layout/not-found-screen.tsx';
import { PageArticle } from '../../features/pages/components/page-article.tsx';
import { buildPageMeta } from '../../features/pages/page-meta.ts';
import { getAppUrl } from '../../lib/root-meta.ts';

/**
 * Spec 2 "Public page viewer", rendered on the server: crawlers get the full text, title,
 * description and JSON-LD, and visitors get no JavaScript (docs/decisions/001). A draft or an
 * unknown slug is the not-found screen with status 404; the two article slugs redirect.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (STATIC_ARTICLE_SLUGS.has(slug)) throw replace(`/${slug}`, 301);
  const page = await context.findPublicPage(slug);
  if (!page) return data({ page: null }, { status: 404 });
  return { page };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded?.page) {
    return [{ title: formatPageTitle('Page Not Found') }, { name: 'robots', content: 'noindex' }];
  }
  return buildPageMeta(loaded.page, getAppUrl(matches));
};

export default function PublicPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  if (!page) return <NotFoundScreen />;
  return (
    <div className="px-6 py-12 md:py-16">
      <PageArticle
        title={page.title}
        html={page.html}
        featuredImage={page.featuredImage}
        featuredImageAlt={page.featuredImageAlt}
      />
    </div>
  );
}
