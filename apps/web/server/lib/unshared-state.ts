import type { Env } from '../env.ts';

/**
 * DESIGN.md 1: several instances may share one PostgreSQL; only Redis shares what each keeps
 * in memory. A deployment that points instances at one database without Redis runs, but
 * quietly weaker (issue 37), so the start says so in one line.
 */
export function describeUnsharedState(env: Pick<Env, 'DATABASE_URL' | 'REDIS_URL'>): string | null {
  if (!env.DATABASE_URL || env.REDIS_URL) return null;
  return (
    'DATABASE_URL is set without REDIS_URL: if several instances share this database, each ' +
    'keeps its own rate limits, AI quotas and sign-in lockouts (the limits multiply by the ' +
    'number of instances), caches sessions for up to 5 minutes (a sign-out or password change ' +
    "reaches the other instances only then) and caches the system prompts (an admin's edit " +
    'reaches the others only when they restart). Set REDIS_URL to share them.'
  );
}
