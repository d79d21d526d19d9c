import { describe, expect, it } from 'vitest';
import { countingPasswordRunner as countingRunner } from '../../tests/support/password-runners.ts';
import { AppError } from '../lib/app-error.ts';
import {
  CURRENT_PARAMS,
  createPasswordHasher,
  hashPassword,
  needsRehash,
  passwordParamsFor,
  UNUSABLE_PASSWORD_HASH,
  verifyPassword,
} from './passwords.ts';

const PASSWORD = 'Violet-Harbour-Lantern-42';
const CHEAP = passwordParamsFor(10);

describe('password hashes', () => {
  it("hash at OWASP's scrypt cost and carry their parameters", async () => {
    expect(CURRENT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('violet-harbour-lantern-42', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verify a hash made at an older cost, and say it needs replacing', async () => {
    const old = await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
    expect(old.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword(PASSWORD, old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('match nothing for an unusable or tampered hash, without trying huge parameters', async () => {
    expect(await verifyPassword('', UNUSABLE_PASSWORD_HASH)).toBe(false);
    const hash = await hashPassword('x'.repeat(8), CHEAP);
    const huge = hash.replace('scrypt$1024$', 'scrypt$1073741824$');
    expect(await verifyPassword('x'.repeat(8), huge)).toBe(false);
    expect(await verifyPassword('x'.repeat(8), hash.replace('$8$1$', '$8$99$'))).toBe(false);
    expect(needsRehash(UNUSABLE_PASSWORD_HASH)).toBe(true);
  });

  it("use OWASP's cost unless a test run set its own, and rehash toward the cost in force", async () => {
    expect(passwordParamsFor(undefined)).toBe(CURRENT_PARAMS);
    expect(CHEAP).toEqual({ N: 1024, r: 8, p: 1 });
    const cheap = await hashPassword(PASSWORD, CHEAP);
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(needsRehash(cheap, CHEAP)).toBe(false);
    // A server at production's cost replaces such a hash at the next sign-in.
    expect(needsRehash(cheap)).toBe(true);
  });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the password hasher', () => {
  it('hashes and verifies through its runner, gated work included', async () => {
    const { runner, seen } = countingRunner();
    const hasher = createPasswordHasher({ params: CHEAP, runner });
    const hash = await hasher.hash(PASSWORD);
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await hasher.verify(PASSWORD, hash)).toBe(true);
    expect(await hasher.verify(`${PASSWORD}!`, hash)).toBe(false);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(seen.derives).toBe(3);
    // An unusable hash is refused without a derivation (and without the equaliser's wait).
    expect(await hasher.verify(PASSWORD, UNUSABLE_PASSWORD_HASH)).toBe(false);
    expect(seen).toMatchObject({ derives: 3, waits: [] });
  });

  it('checks a password against hashes sharing a salt with one derivation, whichever matches', async () => {
    const { runner, seen } = countingRunner();
    const hasher = createPasswordHasher({ params: CHEAP, runner });
    const salt = Buffer.alloc(16, 7);
    const shared = await hasher.admit(async (check) =>
      Promise.all(
        ['First-Choice-1', 'Second-Choice-2', PASSWORD].map((p) => check.hash(p, { salt })),
      ),
    );
    const before = seen.derives;
    const found = (password: string) => hasher.admit((check) => check.findMatch(password, shared));
    expect(await found(PASSWORD)).toBe(2);
    expect(await found('Second-Choice-2')).toBe(1);
    expect(await found('Wrong-Choice-3')).toBe(-1);
    expect(seen.derives - before).toBe(3);
    // Hashes with their own salts (made before salts were shared) need one derivation each.
    const separate = [
      await hashPassword('First-Choice-1', CHEAP),
      await hashPassword(PASSWORD, CHEAP),
    ];
    const counted = seen.derives;
    expect(await hasher.admit((check) => check.findMatch('Wrong-Choice-3', separate))).toBe(-1);
    expect(seen.derives - counted).toBe(2);
  });

  it('answers for an unknown address after as long as a hash, without computing one once it has measured a few', async () => {
    const { runner, seen } = countingRunner();
    const hasher = createPasswordHasher({ params: CHEAP, runner });
    // Nothing measured yet: the first unknown addresses cost a real derivation each.
    for (let i = 0; i < 5; i++) {
      expect(await hasher.admit((check) => check.findMatch(PASSWORD, []))).toBe(-1);
    }
    expect(seen).toMatchObject({ derives: 5, waits: [] });
    // Then each waits for a time drawn from the measured hashes, and derives nothing.
    for (let i = 0; i < 20; i++) {
      expect(
        await hasher.admit((check) =>
          check.findMatch(PASSWORD, i % 2 ? [] : [UNUSABLE_PASSWORD_HASH]),
        ),
      ).toBe(-1);
    }
    expect(seen.derives).toBe(5);
    expect(seen.waits).toHaveLength(20);
    for (const ms of seen.waits) expect(seen.durations).toContain(ms);
  });

  it('refuses a check at once with 429 and Retry-After when the queue is full, but never gated work', async () => {
    const held = countingRunner({ threads: 1, isHeld: true });
    const hasher = createPasswordHasher({ params: CHEAP, runner: held.runner, maxQueue: 2 });
    const hash = await hashPassword(PASSWORD, CHEAP);
    // One running and two waiting fill a one-thread pool with a queue of two.
    const admitted = [1, 2, 3].map(() =>
      hasher.admit((check) => check.findMatch(PASSWORD, [hash])),
    );
    await settle();
    const started = Date.now();
    const refused = await hasher.admit(async () => 'ran').catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(100);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((refused as AppError).message).toMatch(
      /^The server is busy checking passwords\. Please wait \d+ seconds? and try again\.$/,
    );
    // A reset or a password change (already gated by a code or a session) waits its turn.
    const gated = hasher.hash(PASSWORD);
    await settle();
    expect(held.heldCount()).toBe(4);
    held.letAllRun();
    expect(await Promise.all(admitted)).toEqual([0, 0, 0]);
    expect(await hasher.verify(PASSWORD, await gated)).toBe(true);
    // With the queue drained, checks are admitted again.
    expect(await hasher.admit(async () => 'ran')).toBe('ran');
  });

  it('refuses a check whose expected wait is past the limit, whatever the queue length', async () => {
    const held = countingRunner({ threads: 1, isHeld: true });
    const hasher = createPasswordHasher({ params: CHEAP, runner: held.runner, maxWaitMs: 0 });
    const running = hasher.admit((check) => check.hash(PASSWORD));
    await settle();
    // One hash ahead on one thread: the newcomer would wait a hash's time, more than 0 ms.
    await expect(hasher.admit(async () => 'ran')).rejects.toThrow(/busy checking passwords/);
    held.letAllRun();
    expect(await running).toMatch(/^scrypt\$1024\$/);
    expect(await hasher.admit(async () => 'ran')).toBe('ran');
  });
});
