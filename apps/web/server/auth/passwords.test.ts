import { describe, expect, it } from 'vitest';
import {
  CURRENT_PARAMS,
  getDummyPasswordHash,
  hashPassword,
  needsRehash,
  passwordParamsFor,
  UNUSABLE_PASSWORD_HASH,
  verifyPassword,
} from './passwords.ts';

describe('password hashes', () => {
  it("hash at OWASP's scrypt cost and carry their parameters", async () => {
    expect(CURRENT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await hashPassword('Violet-Harbour-Lantern-42');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Violet-Harbour-Lantern-42', hash)).toBe(true);
    expect(await verifyPassword('violet-harbour-lantern-42', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verify a hash made at an older cost, and say it needs replacing', async () => {
    const old = await hashPassword('Violet-Harbour-Lantern-42', { N: 2 ** 14, r: 8, p: 1 });
    expect(old.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('Violet-Harbour-Lantern-42', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('match nothing for an unusable or tampered hash, without trying huge parameters', async () => {
    expect(await verifyPassword('', UNUSABLE_PASSWORD_HASH)).toBe(false);
    const hash = await hashPassword('x'.repeat(8), { N: 2 ** 10, r: 8, p: 1 });
    const huge = hash.replace('scrypt$1024$', 'scrypt$1073741824$');
    expect(await verifyPassword('x'.repeat(8), huge)).toBe(false);
    expect(await verifyPassword('x'.repeat(8), hash.replace('$8$1$', '$8$99$'))).toBe(false);
    expect(needsRehash(UNUSABLE_PASSWORD_HASH)).toBe(true);
  });

  it("use OWASP's cost unless a test run set its own, and rehash toward the cost in force", async () => {
    expect(passwordParamsFor(undefined)).toBe(CURRENT_PARAMS);
    const testParams = passwordParamsFor(10);
    expect(testParams).toEqual({ N: 1024, r: 8, p: 1 });
    const cheap = await hashPassword('Violet-Harbour-Lantern-42', testParams);
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(needsRehash(cheap, testParams)).toBe(false);
    // A server at production's cost replaces such a hash at the next sign-in.
    expect(needsRehash(cheap)).toBe(true);
    expect((await getDummyPasswordHash(testParams)).startsWith('scrypt$1024$8$1$')).toBe(true);
  });
});
