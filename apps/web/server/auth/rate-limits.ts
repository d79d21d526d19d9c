import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from '../lib/app-error.ts';
import { callRedis } from '../lib/redis.ts';

/*
 * Abuse limits (issue 4). In memory by default; in Redis when REDIS_URL is set, so that
 * several instances behind one balancer enforce one limit.
 */
const LIMITS = {
  signInPerIp: { points: 30, duration: 10 * 60 },
  /**
   * Wrong passwords from one client address against one account (sign-in, and the password
   * checks of the settings page): the tenth pauses that pair for 15 minutes, as mature identity
   * providers do. A stranger elsewhere cannot lock the owner out this way.
   */
  passwordFailuresPerPair: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  /**
   * Wrong passwords against one account from anywhere: only a distributed attack reaches this.
   * It pauses password sign-in for the account, never the e-mailed code ("Forgot password"),
   * so the owner can always get in (see `guardPasswordCheck`).
   */
  passwordFailuresPerAccount: { points: 100, duration: 60 * 60, blockDuration: 15 * 60 },
  signUpPerIp: { points: 10, duration: 60 * 60 },
  codeSendPerIp: { points: 20, duration: 60 * 60 },
  /**
   * Codes mailed to one account at the request of one client address. Not per account alone:
   * strangers used that up and the owner's "Forgot password" answered 429 (issue 31).
   */
  codeSendPerPair: { points: 5, duration: 60 * 60 },
  /**
   * Codes mailed to one account from anywhere: bounds what a distributed attack can send to one
   * mailbox. Only such an attack reaches it, and even then it never refuses a browser the
   * account knows (see `spendCodeRequest`).
   */
  codeSendPerAccount: { points: 30, duration: 60 * 60 },
  codeCheckPerIp: { points: 30, duration: 10 * 60 },
  /**
   * Code checks per account and address. Not per account alone: that would let a stranger use
   * up the owner's checks. A typed code is checked only against the code its own browser asked
   * for, and dies after five wrong guesses (email-codes.ts).
   */
  codeCheckPerPair: { points: 15, duration: 60 * 60 },
  testingPerIp: { points: 10, duration: 15 * 60 },
} satisfies Record<string, IRateLimiterOptions>;

export type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Spends one point; throws a 429 AppError when the limit is used up. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Spends one point and says how many are left; throws a 429 AppError when none was. */
  spend(name: LimitName, key: string): Promise<number>;
  /** Gives one spent point back. */
  refund(name: LimitName, key: string): Promise<void>;
  /** Blocks the key for the limit's block duration; throws the 429 AppError that says so. */
  block(name: LimitName, key: string): Promise<never>;
  reset(name: LimitName, key: string): Promise<void>;
}

/** The key of a limit that counts one client address against one account. */
export const pairKey = (account: string, ip: string) => `${account}|${ip}`;

/**
 * Runs a password check under the guess limits: the points are spent first (so a burst of
 * parallel guesses is counted before any is checked), given back when the password is right,
 * and the guess that uses the last point pauses the pair (or, for a distributed attack, the
 * account's password sign-in).
 */
export async function guardPasswordCheck(
  limits: RateLimits,
  caller: { account: string; ip: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const pair = pairKey(caller.account, caller.ip);
  const pairLeft = await limits.spend('passwordFailuresPerPair', pair);
  const accountLeft = await limits.spend('passwordFailuresPerAccount', caller.account);
  const isRight = await check();
  if (isRight) {
    await limits.refund('passwordFailuresPerPair', pair);
    await limits.refund('passwordFailuresPerAccount', caller.account);
  } else if (pairLeft <= 0) {
    await limits.block('passwordFailuresPerPair', pair);
  } else if (accountLeft <= 0) {
    await limits.block('passwordFailuresPerAccount', caller.account);
  }
  return isRight;
}

/**
 * Spends the points of one code mail: the pair's (this client address asking for this account)
 * always, the account's from anywhere too. A browser the account knows (it signed in there, or
 * it holds a pending sign-up's ticket) is not refused by the account's limit, so a distributed
 * attack that reaches it still cannot keep the owner from a fresh code.
 */
export async function spendCodeRequest(
  limits: RateLimits,
  caller: { account: string; ip: string; isKnownBrowser: boolean },
): Promise<void> {
  await limits.consume('codeSendPerPair', pairKey(caller.account, caller.ip));
  try {
    await limits.consume('codeSendPerAccount', caller.account);
  } catch (error) {
    if (!caller.isKnownBrowser || !(error instanceof AppError) || error.code !== 'rate_limited')
      throw error;
  }
}

/** After the owner proved the address with a code, earlier wrong passwords stop counting. */
export async function forgetPasswordFailures(
  limits: RateLimits,
  caller: { account: string; ip: string },
): Promise<void> {
  await limits.reset('passwordFailuresPerPair', pairKey(caller.account, caller.ip));
  await limits.reset('passwordFailuresPerAccount', caller.account);
}

function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return `${Math.max(1, Math.ceil(ms / 1000))} seconds`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooMany(name: LimitName, waitMs: number): AppError {
  const wait = describeWait(waitMs);
  const message =
    name === 'passwordFailuresPerPair'
      ? `Too many failed sign-in attempts. Try again in ${wait}, or use "Forgot password" to get in with an e-mailed code.`
      : name === 'passwordFailuresPerAccount'
        ? `Too many failed sign-in attempts on this account. Password sign-in is paused for ${wait}; use "Forgot password" to get in with an e-mailed code.`
        : name === 'codeSendPerAccount'
          ? `Too many codes were sent to this e-mail address. Please wait ${wait} and try again, or ask in a browser that signed up or signed in with it before.`
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

  // With Redis, a limit that cannot be read or written answers 503 within Redis's command
  // timeout (callRedis), never 500 and never a request let through unlimited.
  async function spend(name: LimitName, key: string): Promise<number> {
    try {
      return (await callRedis(() => limiters[name].consume(key.toLowerCase()))).remainingPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(name, error.msBeforeNext);
      throw error;
    }
  }

  return {
    async consume(name, key) {
      await spend(name, key);
    },
    spend,
    async refund(name, key) {
      await callRedis(() => limiters[name].reward(key.toLowerCase(), 1));
    },
    async block(name, key) {
      const options: IRateLimiterOptions = LIMITS[name];
      const seconds = options.blockDuration ?? options.duration ?? 60;
      await callRedis(() => limiters[name].block(key.toLowerCase(), seconds));
      throw tooMany(name, seconds * 1000);
    },
    async reset(name, key) {
      await callRedis(() => limiters[name].delete(key.toLowerCase()));
    },
  };
}
