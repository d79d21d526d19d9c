/** Spec 1 and DESIGN.md 3.8: the free beta's end date drives the banner and pricing badge. */
export interface BetaStatus {
  isActive: boolean;
  /** Whole days left until the end date; 0 once it has passed (never negative). */
  daysRemaining: number;
  /** The end date as people read it, e.g. "1 July 2025". */
  endLabel: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 9: the beta is free until 1 July 2025 (the default of BETA_ENDS_AT). */
export const DEFAULT_BETA_ENDS_AT = '2025-07-01';

export function getBetaStatus(endsAt: string, now: Date): BetaStatus {
  const end = Date.parse(`${endsAt}T00:00:00Z`);
  const remainingMs = end - now.getTime();
  const endLabel = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(end);
  return {
    isActive: remainingMs > 0,
    daysRemaining: remainingMs > 0 ? Math.ceil(remainingMs / DAY_MS) : 0,
    endLabel,
  };
}

export function formatDaysRemaining(days: number): string {
  return days === 1 ? '1 day remaining' : `${days} days remaining`;
}
