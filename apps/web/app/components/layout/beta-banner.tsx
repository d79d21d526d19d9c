import { betaStory } from '@citable/site/content/beta-story.ts';
import { type BetaStatus, formatDaysRemaining } from '@citable/site/lib/beta.ts';
import { Link } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';

/** Spec 1: the beta banner on every screen; the day count shows from the md breakpoint up. */
export function BetaBanner({ beta }: { beta: BetaStatus }) {
  return (
    <section
      className="bg-brand-800 px-4 py-2 text-center text-sm text-white"
      aria-label="Beta announcement"
    >
      {beta.isActive ? (
        <p>
          <strong className="font-semibold">Free beta:</strong> {betaStory(beta).banner}{' '}
          <span className="hidden md:inline" data-testid="beta-days-remaining">
            {formatDaysRemaining(beta.daysRemaining)}.
          </span>
        </p>
      ) : (
        <p>
          {betaStory(beta).banner}{' '}
          <Link to="/pricing" className="font-semibold underline underline-offset-2">
            See plans and pricing
          </Link>
        </p>
      )}
    </section>
  );
}

/** The banner with the beta status the root loader computed; nothing without root data. */
export function RootBetaBanner() {
  const root = useRootData();
  return root ? <BetaBanner beta={root.beta} /> : null;
}
