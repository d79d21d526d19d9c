import { AI_SEARCH_DIFFERENCES, HOME_INTRO, TOOLS } from '@citable/site/content/home.ts';
import { homePlans } from '@citable/site/content/plans.ts';
import {
  HOME_DESCRIPTION,
  SITE_HEADLINE,
  SITE_NAME,
  SITE_SUMMARY,
  SITE_TAGLINE,
} from '@citable/site/content/site.ts';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { PlanCard } from '../../components/content/plan-card.tsx';
import { getSampleReport } from '../../components/content/sample-report.server.ts';
import { SampleReport } from '../../components/content/sample-report.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { getAppUrl } from '../../lib/root-meta.ts';
import { buildMeta } from '../../lib/seo.ts';

export const meta: MetaFunction = ({ matches }) => {
  const appUrl = getAppUrl(matches);
  return buildMeta({
    title: `${SITE_HEADLINE}: ${SITE_TAGLINE}`,
    description: HOME_DESCRIPTION,
    path: '/',
    appUrl,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: SITE_NAME,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        url: `${appUrl}/`,
        description: SITE_SUMMARY,
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
      },
    ],
  });
};

/** Issue 13: the analyzer's real report on a sample text, computed here on the server. */
export function loader() {
  return getSampleReport();
}

export default function Home() {
  const root = useRootData();
  const sample = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center md:px-6 md:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Generative engine optimization
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink md:text-6xl">
            {SITE_HEADLINE}
          </h1>
          <p className="mt-4 text-xl font-semibold text-brand-800 md:text-2xl">{SITE_TAGLINE}</p>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-700">{HOME_INTRO}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link
              to="/analyzer"
              className="rounded-md bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Analyze Your Content
            </Link>
            <Link
              to="/pricing"
              className="rounded-md border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-ink hover:bg-slate-50"
            >
              See Pricing
            </Link>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="differences-heading"
        className="mx-auto max-w-6xl px-4 py-16 md:px-6"
      >
        <h2
          id="differences-heading"
          className="text-center text-3xl font-bold tracking-tight text-ink"
        >
          How AI search is different
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-700">
          Three shifts decide whether an AI engine finds your page, quotes it, and links to you.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {AI_SEARCH_DIFFERENCES.map((card) => (
            <Link
              key={card.path}
              to={card.path}
              className="group rounded-2xl border border-slate-200 p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <h3 className="text-xl font-bold text-ink group-hover:text-brand-700">
                {card.title}
              </h3>
              <p className="mt-3 leading-7 text-slate-700">{card.summary}</p>
              <span className="mt-4 inline-block font-semibold text-brand-700">
                Learn more<span className="sr-only"> about {card.title.toLowerCase()}</span> →
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="sample-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 md:px-6">
          <h2
            id="sample-heading"
            className="text-center text-3xl font-bold tracking-tight text-ink"
          >
            A real report, on a real text
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-slate-700">
            This is what the Content Analyzer says about a short how-to, word for word: the builtin
            engine&apos;s own output, computed when this page was served.
          </p>
          <div className="mt-10">
            <SampleReport text={sample.text} result={sample.result} />
          </div>
          <p className="mt-8 text-center">
            <Link
              to="/analyzer"
              className="inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Analyze your own text
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="tools-heading">
        <div className="mx-auto max-w-6xl px-4 py-16 md:px-6">
          <h2 id="tools-heading" className="text-center text-3xl font-bold tracking-tight text-ink">
            Three tools, one goal: get cited
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {TOOLS.map((tool) => (
              <div key={tool.path} className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-ink">{tool.title}</h3>
                <p className="mt-3 leading-7 text-slate-700">{tool.summary}</p>
                <Link to={tool.path} className="mt-4 inline-block font-semibold text-brand-700">
                  Open {tool.title} →
                </Link>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 py-16 md:px-6">
        <h2 id="plans-heading" className="text-center text-3xl font-bold tracking-tight text-ink">
          Choose Your Plan
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-700">
          {root?.beta.isActive === false
            ? 'Everything stays free to use until the paid plans launch. Then pick the plan that fits how much you publish.'
            : 'Everything is free during the beta. After it, pick the plan that fits how much you publish.'}
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {homePlans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} link={plan.pagePath} />
          ))}
        </div>
      </section>
    </>
  );
}
