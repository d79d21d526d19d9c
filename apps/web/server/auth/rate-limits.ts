import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from '../lib/app-error.ts';

/*
 * Abuse limits (issue 4). In memory by default; in Redis when REDIS_URL is set, so that
 * several instances behind one balancer enforce one limit.
 */
const LIMITS = {
  signInPerIp: { points: 30, duration: 10 * 60 },
  /**
   * Ten failed sign-ins lock the account for 15 minutes: nine are allowed, the tenth is
   * refused and starts the block, so its answer already says the account is locked.
   */
  signInFailuresPerAccount: { points: 9, duration: 15 * 60, blockDuration: 15 * 60 },
  signUpPerIp: { points: 10, duration: 60 * 60 },
  codeSendPerIp: { points: 20, duration: 60 * 60 },
  codeSendPerAccount: { points: 5, duration: 60 * 60 },
  codeCheckPerIp: { points: 30, duration: 10 * 60 },
  codeCheckPerAccount: { points: 15, duration: 60 * 60 },
  testingPerIp: { points: 10, duration: 15 * 60 },
} satisfies Record<string, IRateLimiterOptions>;

export type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Spends one point; throws a 429 AppError when the limit is used up. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Throws a 429 AppError when the key is already blocked, without spending a point. */
  check(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
}

function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return `${Math.max(1, Math.ceil(ms / 1000))} seconds`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooMany(name: LimitName, waitMs: number): AppError {
  const wait = describeWait(waitMs);
  const message =
    name === 'signInFailuresPerAccount'
      ? `Too many failed sign-in attempts. This account is locked; try again in ${wait}.`
      : `Too many attempts. Please wait ${wait} and try again.`;
  return new AppError('rate_limited', message, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

export function createRateLimits(redis?: Redis): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, options]) => {
      const keyPrefix = `citable:rl:${name}`;
      const limiter = redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, ...options })
        : new RateLimiterMemory({ keyPrefix, ...options });
      return [name, limiter];
    }),
  ) as Record<LimitName, RateLimiterMemory | RateLimiterRedis>;

  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key.toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(name, error.msBeforeNext);
        throw error;
      }
    },
    async check(name, key) {
      const state = await limiters[name].get(key.toLowerCase());
      if (state && state.remainingPoints <= 0) throw tooMany(name, state.msBeforeNext);
    },
    async reset(name, key) {
      await limiters[name].delete(key.toLowerCase());
    },
  };
}
