import { AFTER_BETA_FREE } from './beta-story.ts';

/** Spec 3 "Plan" and its table; spec 9 prices. */
export interface Plan {
  id: 'free' | 'beta' | 'pro' | 'business';
  name: string;
  description: string;
  /** Euro; absent for the Free plan. */
  price?: number;
  period?: string;
  features: string[];
  ctaText?: string;
  ctaLink?: string;
  /** The plan's own page. */
  pagePath?: string;
  disabled?: boolean;
  comingSoon?: boolean;
  popular?: boolean;
}

export const freePlan: Plan = {
  id: 'free',
  name: 'Free',
  description: 'Try AI-search optimization on a few pieces of content each month.',
  features: ['5 Basic Reports', 'General Improvement Tips'],
  ctaText: 'Start Free',
  ctaLink: '/auth',
  pagePath: '/free-plan',
};

export const proPlan: Plan = {
  id: 'pro',
  name: 'Pro',
  description: 'For writers and marketers who publish every week.',
  price: 29,
  period: 'month',
  features: ['Unlimited Analysis', 'Tailored Improvements', 'GEO Keywords'],
  ctaText: 'Get Started',
  ctaLink: '/auth',
  pagePath: '/pro-plan',
  disabled: true,
  comingSoon: true,
  popular: true,
};

export const businessPlan: Plan = {
  id: 'business',
  name: 'Business',
  description: 'For teams and agencies that manage content at scale.',
  price: 99,
  period: 'month',
  features: ['Everything in Pro', 'Priority Support', 'Strategy Sessions'],
  pagePath: '/business-plan',
  disabled: true,
  comingSoon: true,
};

/**
 * The pricing page's first card. While the beta runs it is the spec's Beta card, free until
 * the end date; after it, the same free access under the name it now has (beta-story.ts).
 */
export function createBetaPlan(endLabel: string, isSignedIn: boolean, isActive = true): Plan {
  return {
    id: 'beta',
    name: isActive ? 'Beta' : 'Free Until Launch',
    description: isActive ? `Every feature, free until ${endLabel}.` : AFTER_BETA_FREE,
    price: 0,
    features: [
      'Unlimited Content Analyzer reports',
      'Unlimited Content Improvement rewrites',
      'Unlimited AI Keywords research',
      isActive ? 'Discounts on paid plans for beta users' : 'Beta users keep their discount',
    ],
    ctaText: isSignedIn ? 'Go to Dashboard' : isActive ? 'Join the Free Beta' : 'Sign Up Free',
    ctaLink: isSignedIn ? '/dashboard' : '/auth',
  };
}

export const homePlans: Plan[] = [freePlan, proPlan, businessPlan];
export const plansByPath: Record<string, Plan> = {
  '/free-plan': freePlan,
  '/pro-plan': proPlan,
  '/business-plan': businessPlan,
};
