import { type BetaStatus, DEFAULT_BETA_ENDS_AT, getBetaStatus } from '@citable/site/lib/beta.ts';
import type { MetaArgs } from 'react-router';

/** The public origin, read from the root loader's data inside a meta function. */
export function getAppUrl(matches: MetaArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.data as
    | { publicEnv?: { appUrl?: string } }
    | undefined;
  return root?.publicEnv?.appUrl ?? '';
}

/** The beta's state, read from the root loader's data inside a meta function. */
export function getBeta(matches: MetaArgs['matches']): BetaStatus {
  const root = matches.find((match) => match?.id === 'root')?.data as
    | { beta?: BetaStatus }
    | undefined;
  // Without root data (an error page), the shipped end date still says what is true.
  return root?.beta ?? getBetaStatus(DEFAULT_BETA_ENDS_AT, new Date());
}
