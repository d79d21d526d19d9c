import { resolveBetaCopy, resolveBetaText } from '@citable/site/content/beta-copy.ts';
import { betaStory } from '@citable/site/content/beta-story.ts';
import { businessPlan, createBetaPlan, proPlan } from '@citable/site/content/plans.ts';
import { pricingFaq } from '@citable/site/content/pricing-faq.ts';
import { PRICING_DESCRIPTION } from '@citable/site/content/site.ts';
import { Link, type MetaFunction } from 'react-router';
import { buildFaqJsonLd, FaqList } from '../../components/content/faq-list.tsx';
import { PlanCard } from '../../components/content/plan-card.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { getAppUrl, getBeta } from '../../lib/root-meta.ts';
import { buildMeta } from '../../lib/seo.ts';

export const meta: MetaFunction = ({ matches }) =>
  buildMeta({
    title: 'Simple, Transparent Pricing',
    description: resolveBetaText(PRICING_DESCRIPTION, getBeta(matches)),
    path: '/pricing',
    appUrl: getAppUrl(matches),
    jsonLd: [buildFaqJsonLd(resolveBetaCopy(pricingFaq, getBeta(matches)))],
  });

/** Spec 2 "Pricing". */
export default function Pricing() {
  const root = useRootData();
  const isSignedIn = Boolean(root?.viewer.user);
  const beta = root?.beta;
  const betaPlan = createBetaPlan(beta?.endLabel ?? '', isSignedIn, beta?.isActive ?? true);
  const story = beta ? betaStory(beta) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-16">
      <div className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink md:text-5xl">
          Simple, Transparent Pricing
        </h1>
        {story ? (
          <p
            className="mx-auto mt-6 inline-flex rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-800"
            data-testid="beta-badge"
          >
            {story.badge}
          </p>
        ) : null}
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">{story?.pricingLead}</p>
      </div>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        <PlanCard plan={betaPlan} headingLevel={2} />
        <PlanCard plan={proPlan} headingLevel={2} />
        <PlanCard plan={businessPlan} headingLevel={2} />
      </div>
      {isSignedIn ? null : (
        <div className="mt-12 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">Start optimizing for AI search today</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            Create an account in a minute. No card needed.
          </p>
          <Link
            to="/auth"
            className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {story?.signUpCta ?? 'Sign Up For Free Beta'}
          </Link>
        </div>
      )}
      <div className="mx-auto max-w-3xl">
        <FaqList items={beta ? resolveBetaCopy(pricingFaq, beta) : pricingFaq} />
      </div>
    </div>
  );
}
