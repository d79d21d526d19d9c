import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error.ts';

/*
 * The bounds on the AI bill (decision 009). Issue 8 gave each caller a quota; issue 31 found
 * that a quota per tester session let one address open ten sessions and make ten times the
 * calls. Now a call must fit three budgets, narrowest first: the caller's (an account, or all
 * tester sessions from one address together), the client address's (shared by every account
 * and tester there), and the deployment's day. The same limiter library as the abuse limits:
 * in memory by default, in Redis when REDIS_URL is set so every instance counts against one
 * budget.
 */
export interface AiQuotaSettings {
  perMinute: number;
  perDay: number;
  perAddressPerMinute: number;
  perAddressPerDay: number;
  totalPerDay: number;
  redis?: Redis | undefined;
  /**
   * Names the deployment's day counter, so that two deployments sharing one Redis do not share
   * a cap. The instances of one deployment share AUTH_SECRET, and a hash of it is used here.
   */
  deployment?: string;
  now?: () => number;
}

/** Who spends: the caller's own budget, and the address budget it shares. */
export interface QuotaCaller {
  /** An account's id, or `tester:<address>` for every tester session from one address. */
  key: string;
  /** The client address as `addressOf` gives it. */
  address: string;
}

export interface AiQuota {
  /**
   * Spends one call of every budget, before the provider is asked. Throws a 429 AppError with
   * Retry-After when any budget is used up; a refused call spends nothing. A spent call is
   * not given back when the provider fails: the provider was asked, and may bill for it.
   */
  spend(caller: QuotaCaller): Promise<void>;
}

/**
 * The address a budget is kept for. IPv6 counts by its /64, the block one subscriber gets:
 * otherwise one household could spend a budget per address of its 2^64.
 */
export function addressOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

/** The deployment's name for its day counter: a hash of the secret, never the secret. */
export function deploymentOf(authSecret: string): string {
  return createHmac('sha256', authSecret)
    .update('citable ai calls per day')
    .digest('hex')
    .slice(0, 16);
}

const MINUTE = 60;
const DAY = 24 * 60 * 60;

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

interface Budget {
  limiter: RateLimiterAbstract;
  keyOf(caller: QuotaCaller, now: number): string;
  /** Seconds until a call fits again, at least 1. */
  waitOf(refusal: RateLimiterRes, now: number): number;
  messageOf(waitSeconds: number): string;
}

const waitOfWindow = (refusal: RateLimiterRes) =>
  Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

/** The UTC day a call falls in: the deployment's day starts again at midnight UTC. */
const utcDayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

function secondsToUtcMidnight(now: number): number {
  const midnight = new Date(now);
  midnight.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((midnight.getTime() - now) / 1000));
}

export function createAiQuota(settings: AiQuotaSettings): AiQuota {
  const { redis, now = Date.now, deployment = 'local' } = settings;
  const make = (name: string, points: number, duration: number) => {
    const keyPrefix = `citable:ai:${name}`;
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  };
  const budgets: Budget[] = [
    {
      limiter: make('minute', settings.perMinute, MINUTE),
      keyOf: (caller) => caller.key,
      waitOf: waitOfWindow,
      messageOf: (wait) =>
        `You have used this minute's ${settings.perMinute} AI calls. Please wait ${describeWait(wait)} and try again.`,
    },
    {
      limiter: make('day', settings.perDay, DAY),
      keyOf: (caller) => caller.key,
      waitOf: waitOfWindow,
      messageOf: (wait) =>
        `You have used today's ${settings.perDay} AI calls. Please try again in ${describeWait(wait)}.`,
    },
    {
      limiter: make('address-minute', settings.perAddressPerMinute, MINUTE),
      keyOf: (caller) => caller.address,
      waitOf: waitOfWindow,
      messageOf: (wait) =>
        `Your network address has used this minute's ${settings.perAddressPerMinute} AI calls, which everyone using it shares. Please wait ${describeWait(wait)} and try again.`,
    },
    {
      limiter: make('address-day', settings.perAddressPerDay, DAY),
      keyOf: (caller) => caller.address,
      waitOf: waitOfWindow,
      messageOf: (wait) =>
        `Your network address has used today's ${settings.perAddressPerDay} AI calls, which everyone using it shares. Please try again in ${describeWait(wait)}.`,
    },
    {
      // A new key each UTC day; the window only lets Redis forget yesterday's.
      limiter: make('total', settings.totalPerDay, 2 * DAY),
      keyOf: (_caller, at) => `${deployment}:${utcDayOf(at)}`,
      waitOf: (_refusal, at) => secondsToUtcMidnight(at),
      messageOf: () =>
        "This service's AI capacity for today is used up. Please try again tomorrow (the count starts again at midnight UTC).",
    },
  ];

  return {
    async spend(caller) {
      const at = now();
      const spent: { limiter: RateLimiterAbstract; key: string }[] = [];
      const giveBack = () =>
        Promise.all(spent.map(({ limiter, key }) => limiter.reward(key).catch(() => {})));
      // One budget after the other, narrowest first: a caller past its own quota never spends
      // the address's or the deployment's, so a flood of refused calls costs others nothing.
      for (const budget of budgets) {
        const key = budget.keyOf(caller, at);
        try {
          await budget.limiter.consume(key);
          spent.push({ limiter: budget.limiter, key });
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) {
            // Redis unreachable, say: a real failure, and whether the point was taken is
            // unknown. Giving back the others is not waited for, as the store may hang.
            void giveBack();
            throw rejection;
          }
          // The refused point is given back too: only calls that went ahead are counted.
          spent.push({ limiter: budget.limiter, key });
          await giveBack();
          const wait = budget.waitOf(rejection, at);
          throw new AppError('rate_limited', budget.messageOf(wait), { retryAfterSeconds: wait });
        }
      }
    },
  };
}
