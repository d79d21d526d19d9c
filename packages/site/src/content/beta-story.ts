import { type BetaStatus, formatDaysRemaining } from '../lib/beta.ts';

/**
 * What every screen says about the beta (docs/decisions/011-one-story-about-the-beta.md).
 * Before BETA_ENDS_AT: the spec's texts and the days-remaining count. After it, one state:
 * the beta has ended, every feature stays free until Pro and Business launch, and beta users
 * keep the discount they were promised. The banner, the pricing badge, the first plan card
 * and the call to action all read from here, so they cannot tell two stories.
 */
export interface BetaStory {
  /** The banner's sentence (its days-remaining part and link are laid out by the banner). */
  banner: string;
  /** The pricing badge. */
  badge: string;
  /** The pricing page's lead paragraph under the badge. */
  pricingLead: string;
  /** The call to action for signed-out visitors on /pricing. */
  signUpCta: string;
}

export const AFTER_BETA_FREE = 'Every feature stays free until Pro and Business launch.';

export function betaStory(beta: BetaStatus): BetaStory {
  if (beta.isActive) {
    return {
      banner: `Citable is 100% free until ${beta.endLabel}.`,
      badge: `Free Beta: ${formatDaysRemaining(beta.daysRemaining)} until ${beta.endLabel}`,
      pricingLead:
        'Every feature is free during the beta. Pro and Business are coming soon, and beta users will get a discount on them.',
      signUpCta: 'Sign Up For Free Beta',
    };
  }
  return {
    banner: `The free beta ended on ${beta.endLabel}. ${AFTER_BETA_FREE}`,
    badge: `The free beta ended on ${beta.endLabel}`,
    pricingLead: `${AFTER_BETA_FREE} Beta users keep their discount on them.`,
    signUpCta: 'Sign Up Free',
  };
}
