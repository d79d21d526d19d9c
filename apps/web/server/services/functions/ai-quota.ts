import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterUnion,
} from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error.ts';

/*
 * Per-caller quotas on the AI tools (issue 8, finding 8): whoever holds a session, a tester's
 * included, can no longer run up the operator's LLM bill. The same limiter library as the
 * abuse limits (auth/rate-limits.ts): in memory by default, in Redis when REDIS_URL is set so
 * that every instance behind a balancer counts against one quota.
 */
export interface AiQuotaSettings {
  perMinute: number;
  perDay: number;
  redis?: Redis | undefined;
}

export interface AiQuota {
  /**
   * Spends one call of the caller's quota, before the provider is asked. Throws a 429 AppError
   * with Retry-After when the minute's or the day's calls are used up. A spent call is not
   * given back when the provider fails: the provider was asked, and may bill for it.
   */
  spend(usageKey: string): Promise<void>;
}

const MINUTE = 'citable:ai:minute';
const DAY = 'citable:ai:day';

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export function createAiQuota({ perMinute, perDay, redis }: AiQuotaSettings): AiQuota {
  const make = (keyPrefix: string, points: number, duration: number) =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  const union = new RateLimiterUnion(make(MINUTE, perMinute, 60), make(DAY, perDay, 24 * 60 * 60));

  return {
    async spend(usageKey) {
      try {
        await union.consume(usageKey);
      } catch (rejection) {
        const results = rejection as Record<string, unknown>;
        const day = results[DAY];
        const minute = results[MINUTE];
        // Anything but a limiter's answer (Redis unreachable, say) is a real failure.
        for (const result of [day, minute]) {
          if (result !== undefined && !(result instanceof RateLimiterRes)) throw result;
        }
        const isDay = day instanceof RateLimiterRes;
        const waitMs = (isDay ? day : (minute as RateLimiterRes)).msBeforeNext;
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        const message = isDay
          ? `You have used today's ${perDay} AI calls. Please try again in ${describeWait(seconds)}.`
          : `You have used this minute's ${perMinute} AI calls. Please wait ${describeWait(seconds)} and try again.`;
        throw new AppError('rate_limited', message, { retryAfterSeconds: seconds });
      }
    },
  };
}
