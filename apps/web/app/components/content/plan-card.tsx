import type { Plan } from '@citable/site/content/plans.ts';
import { Link } from 'react-router';

function formatPrice(plan: Plan): string {
  if (plan.price === undefined) return 'Free';
  return `€${plan.price}`;
}

/**
 * One plan. `link` says where the whole card leads (the plan's page on the home page);
 * otherwise the plan's own call to action shows, disabled when the plan is not available.
 */
export function PlanCard({
  plan,
  link,
  headingLevel = 3,
}: {
  plan: Plan;
  link?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        plan.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
      }`}
      data-testid={`plan-${plan.id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-xl font-bold text-ink">{plan.name}</Heading>
        {plan.popular ? (
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
            Most Popular
          </span>
        ) : null}
        {plan.comingSoon ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            Coming Soon
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink">{formatPrice(plan)}</span>
        {plan.period ? <span className="text-slate-600">/{plan.period}</span> : null}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
              className="mt-0.5 shrink-0 text-brand-600"
            >
              <path
                d="M5 10.5l3 3 7-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      {link ? (
        <Link
          to={link}
          className="mt-8 rounded-md border border-brand-600 px-4 py-2.5 text-center font-semibold text-brand-700 hover:bg-brand-50"
        >
          {`See the ${plan.name} plan`}
        </Link>
      ) : plan.ctaText && plan.ctaLink && !plan.disabled ? (
        <Link
          to={plan.ctaLink}
          className="mt-8 rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
        >
          {plan.ctaText}
        </Link>
      ) : plan.disabled ? (
        <>
          <button
            type="button"
            disabled
            aria-disabled="true"
            className="mt-8 cursor-not-allowed rounded-md bg-slate-100 px-4 py-2.5 text-center font-semibold text-slate-600"
          >
            {plan.ctaText ?? 'Coming Soon'}
          </button>
          {/* The spec's disabled button is never the end of the road (the sidebar's Upgrade leads here). */}
          {plan.pagePath ? (
            <Link
              to={plan.pagePath}
              className="mt-3 text-center text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              {`What ${plan.name} will include`}
            </Link>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
