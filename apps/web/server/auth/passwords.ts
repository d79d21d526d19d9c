import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/*
 * Password hashes with scrypt from Node's crypto: memory-hard, built in, no native addon and
 * nothing to download. The cost is OWASP's recommendation for scrypt (N=2^17, r=8, p=1: 128 MB
 * per hash). The parameters travel inside the hash, so a hash made at an older cost still
 * verifies and is replaced at the next successful sign-in (`needsRehash`).
 *
 * Services pass the cost of their context (`ctx.passwordParams`): OWASP's everywhere, except
 * under NODE_ENV=test with TEST_SCRYPT_COST set (env.ts refuses that variable otherwise), so
 * test suites that make hundreds of accounts do not spend most of their time hashing.
 */
const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
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
/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MB) is below OWASP's cost. */
const maxMemoryFor = (params: ScryptParams) => 128 * params.N * params.r * 2;
/** A stored value that no password matches: an account whose address nobody proved yet. */
export const UNUSABLE_PASSWORD_HASH = 'unusable';

export async function hashPassword(
  password: string,
  params: ScryptParams = CURRENT_PARAMS,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    ...params,
    maxmem: maxMemoryFor(params),
  });
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function readParams(stored: string): (ScryptParams & { salt: Buffer; key: Buffer }) | null {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !saltText || !keyText) return null;
  // Refuses parameters no hash of ours has, so a tampered row cannot ask for gigabytes.
  if (!Number.isInteger(Math.log2(params.N)) || params.N > 2 ** 20) return null;
  if (params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  return {
    ...params,
    salt: Buffer.from(saltText, 'base64url'),
    key: Buffer.from(keyText, 'base64url'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = readParams(stored);
  if (!parsed) return false;
  const actual = await scrypt(password.normalize('NFKC'), parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxMemoryFor(parsed),
  });
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
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

/**
 * A hash to compare against when no account exists, so timing does not reveal accounts; one
 * per cost, so the unknown address costs what a real one does.
 */
const dummyHashes = new Map<number, Promise<string>>();
export function getDummyPasswordHash(params: ScryptParams = CURRENT_PARAMS): Promise<string> {
  const key = params.N * 1000 + params.r * 10 + params.p;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(key, hash);
  }
  return hash;
}
