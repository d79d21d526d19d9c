import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { AppError } from '../lib/app-error.ts';
import type { PasswordRunner } from './password-runner.ts';

/*
 * Password hashes with scrypt from Node's crypto: memory-hard, built in, no native addon and
 * nothing to download. The cost is OWASP's recommendation for scrypt (N=2^17, r=8, p=1: 128 MB
 * per hash). The parameters travel inside the hash, so a hash made at an older cost still
 * verifies and is replaced at the next successful sign-in (`needsRehash`).
 *
 * Services hash through their context's `PasswordHasher` (`ctx.passwords`): in production it
 * runs in a pool of worker threads of its own, behind a bounded queue (decision 008). Its cost
 * is OWASP's everywhere, except under NODE_ENV=test with TEST_SCRYPT_COST set (env.ts refuses
 * that variable otherwise), so test suites that make hundreds of accounts do not spend most of
 * their time hashing.
 */
const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Uint8Array,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const CURRENT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MB) is below OWASP's cost. */
const maxMemoryFor = (params: ScryptParams) => 128 * params.N * params.r * 2;
/** A stored value that no password matches: an account whose address nobody proved yet. */
export const UNUSABLE_PASSWORD_HASH = 'unusable';

function formatHash(params: ScryptParams, salt: Uint8Array, key: Uint8Array): string {
  const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
  return ['scrypt', params.N, params.r, params.p, text(salt), text(key)].join('$');
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
  /** Hashes with the same group need one derivation between them (same salt and cost). */
  group: string;
}

function readParams(stored: string): ParsedHash | null {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !saltText || !keyText) return null;
  // Refuses parameters no hash of ours has, so a tampered row cannot ask for gigabytes.
  if (!Number.isInteger(Math.log2(params.N)) || params.N > 2 ** 20) return null;
  if (params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  const key = Buffer.from(keyText, 'base64url');
  return {
    ...params,
    salt: Buffer.from(saltText, 'base64url'),
    key,
    group: [n, r, p, saltText, key.length].join('$'),
  };
}

const deriveTask = (password: string, salt: Uint8Array, params: ScryptParams, length: number) => ({
  kind: 'derive' as const,
  password: password.normalize('NFKC'),
  salt,
  N: params.N,
  r: params.r,
  p: params.p,
  keyLength: length,
  maxmem: maxMemoryFor(params),
});

/**
 * A hash computed on the calling process's libuv pool, outside any queue: for tests and tools
 * only. Services use `ctx.passwords`.
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = CURRENT_PARAMS,
): Promise<string> {
  const task = deriveTask(password, randomBytes(SALT_LENGTH), params, KEY_LENGTH);
  return formatHash(params, task.salt, await scrypt(task.password, task.salt, KEY_LENGTH, task));
}

/** `hashPassword`'s counterpart, for tests and tools only. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = readParams(stored);
  if (!parsed) return false;
  const task = deriveTask(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(await scrypt(task.password, task.salt, task.keyLength, task), parsed.key);
}

/** True when a hash was made at another cost than today's: replace it after a right password. */
export function needsRehash(stored: string, params: ScryptParams = CURRENT_PARAMS): boolean {
  const parsed = readParams(stored);
  return !parsed || parsed.N !== params.N || parsed.r !== params.r || parsed.p !== params.p;
}

/** The cost new hashes get: OWASP's, or 2^cost when a test run asked for less (env.ts). */
export function passwordParamsFor(testCost: number | undefined): ScryptParams {
  return testCost === undefined ? CURRENT_PARAMS : { ...CURRENT_PARAMS, N: 2 ** testCost };
}

/** Hashing for a sign-in or a sign-up that holds a place in the queue (`admit`). */
export interface AdmittedCheck {
  /** A new hash; `salt` only where hashes must share one (pending sign-ups). */
  hash(password: string, options?: { salt?: Uint8Array }): Promise<string>;
  /**
   * The index of the first stored hash the password matches, or -1. Hashes with one salt and
   * cost cost one derivation between them. With nothing to compare (an unknown address, an
   * unusable hash) it takes as long as a derivation without computing one: see `equalise`.
   */
  findMatch(password: string, stored: readonly string[]): Promise<number>;
}

export interface PasswordHasher {
  readonly params: ScryptParams;
  /**
   * For the anonymous entries, sign-in and sign-up: takes a place among the hashes running
   * and waiting, or, when the queue is full, throws a 429 at once (before `work` spends any
   * rate limit). The place is given back when `work` ends.
   */
  admit<T>(work: (check: AdmittedCheck) => Promise<T>): Promise<T>;
  /**
   * For work that a code or a session already gates (reset, verification, password change):
   * waits its turn, never refused, so a stranger's flood of sign-ins cannot take from the
   * owner the code they just spent.
   */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The longest a sign-in may expect to wait for its hash before it is refused instead. */
export const MAX_HASH_WAIT_MS = 5_000;
/** Checks waiting, at most, whatever the wait: a ceiling for very fast hashes (test runs). */
export const MAX_HASH_QUEUE = 64;
/** Hash times remembered per cost, for the equaliser and the wait estimate. */
const SAMPLE_WINDOW = 100;
/** Below this many measured hashes the equaliser computes a real one (and measures it). */
const MIN_SAMPLES = 5;
/** Before any measure: about a second at OWASP's cost on a small machine, scaled by cost. */
const assumedMs = (params: ScryptParams) => (1000 * params.N * params.r * params.p) / 2 ** 20;

const describeSeconds = (seconds: number) => (seconds === 1 ? '1 second' : `${seconds} seconds`);

export function createPasswordHasher(options: {
  params: ScryptParams;
  runner: PasswordRunner;
  maxWaitMs?: number;
  maxQueue?: number;
}): PasswordHasher {
  const { params, runner, maxWaitMs = MAX_HASH_WAIT_MS, maxQueue = MAX_HASH_QUEUE } = options;
  const paramsKey = (cost: ScryptParams) => `${cost.N}$${cost.r}$${cost.p}`;
  const samples = new Map<string, number[]>();
  /** Checks admitted and hashes running or waiting, the ones of gated work included. */
  let pending = 0;

  async function derive(
    password: string,
    salt: Uint8Array,
    cost: ScryptParams,
    length: number,
  ): Promise<Uint8Array> {
    const { key, ms } = await runner.derive(deriveTask(password, salt, cost, length));
    const measured = samples.get(paramsKey(cost)) ?? [];
    measured.push(ms);
    if (measured.length > SAMPLE_WINDOW) measured.shift();
    samples.set(paramsKey(cost), measured);
    return key;
  }

  function typicalMs(): number {
    const measured = [...(samples.get(paramsKey(params)) ?? [])].sort((a, b) => a - b);
    return measured[Math.floor(measured.length / 2)] ?? assumedMs(params);
  }

  /**
   * The timing equaliser. An unknown address must take as long as a known one, or timing
   * tells which addresses have accounts. The classical answer, verifying against a dummy hash,
   * spends a full hash (128 MB and half a second of a core) on every guess at a made-up
   * address, which is exactly what a flood sends. Instead the check holds its place among
   * the running hashes (so it queues, and is refused, exactly as a real one) for a time drawn
   * from the hashes measured lately at this cost. A drawn sample rather than a constant: its
   * spread matches too, and it follows the machine's load as real hashes do. Until a few
   * hashes were measured, it computes a real one.
   */
  async function equalise(): Promise<void> {
    const measured = samples.get(paramsKey(params)) ?? [];
    if (measured.length < MIN_SAMPLES) {
      await derive(randomBytes(16).toString('hex'), randomBytes(SALT_LENGTH), params, KEY_LENGTH);
      return;
    }
    await runner.wait(measured[randomInt(measured.length)] ?? typicalMs());
  }

  async function findMatch(
    password: string,
    stored: readonly string[],
    shouldEqualise: boolean,
  ): Promise<number> {
    const derived = new Map<string, Uint8Array>();
    for (const [index, entry] of stored.entries()) {
      const parsed = readParams(entry);
      if (!parsed) continue;
      let key = derived.get(parsed.group);
      if (!key) {
        key = await derive(password, parsed.salt, parsed, parsed.key.length);
        derived.set(parsed.group, key);
      }
      if (timingSafeEqual(key, parsed.key)) return index;
    }
    if (derived.size === 0 && shouldEqualise) await equalise();
    return -1;
  }

  async function hash(password: string, salt: Uint8Array = randomBytes(SALT_LENGTH)) {
    return formatHash(params, salt, await derive(password, salt, params, KEY_LENGTH));
  }

  async function holdingPlace<T>(work: () => Promise<T>): Promise<T> {
    pending += 1;
    try {
      return await work();
    } finally {
      pending -= 1;
    }
  }

  /** Hashes start in rounds of `threads`: a newcomer waits for the rounds ahead of it. */
  const expectedWaitMs = () => Math.floor(pending / runner.threads) * typicalMs();

  const check: AdmittedCheck = {
    hash: (password, hashOptions) => hash(password, hashOptions?.salt),
    findMatch: (password, stored) => findMatch(password, stored, true),
  };

  return {
    params,
    admit(work) {
      if (pending >= runner.threads + maxQueue || expectedWaitMs() > maxWaitMs) {
        const seconds = Math.max(1, Math.ceil((expectedWaitMs() + typicalMs()) / 1000));
        return Promise.reject(
          new AppError(
            'rate_limited',
            `The server is busy checking passwords. Please wait ${describeSeconds(seconds)} and try again.`,
            { retryAfterSeconds: seconds },
          ),
        );
      }
      return holdingPlace(() => work(check));
    },
    hash: (password) => holdingPlace(() => hash(password)),
    verify: async (password, stored) =>
      (await holdingPlace(() => findMatch(password, [stored], false))) === 0,
    close: () => runner.close(),
  };
}
