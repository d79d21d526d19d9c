import { resolveBetaText } from '@citable/site/content/beta-copy.ts';
import type { BetaStatus } from '@citable/site/lib/beta.ts';
import { useRootData } from './root-data.ts';

/** Resolves `{{beta:...|...}}` copy with the beta status the root loader computed. */
export function useBetaText(text: string): string {
  const beta = useRootData()?.beta;
  return beta ? resolveBetaText(text, beta) : resolveBetaText(text, ACTIVE);
}

/** Without root data (a unit test), the beta's own wording: the spec's strings. */
const ACTIVE: BetaStatus = { isActive: true, daysRemaining: 0, endLabel: '' };
