import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { signUpAndVerify, signUpForCode } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import type { TestAppServer } from '../support/app-server.ts';
import { startAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';
import { countingPasswordRunner } from '../support/password-runners.ts';

/*
 * Issue 31, low finding: a sign-in took three times as long for an address with three pending
 * sign-ups (one scrypt derivation per sign-up), which told strangers which addresses had
 * some. Now every sign-in costs one derivation at most: pending sign-ups of an address share a
 * salt, and an address with nothing to compare takes a derivation's time without one.
 * At production's password cost, so that the time a derivation takes is what a stranger sees.
 */
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const counting = countingPasswordRunner();
let mailbox: Mailbox;
let server: TestAppServer;
const threePending = {
  email: uniqueEmail('three'),
  passwords: ['One-Pending-11', 'Two-Pending-22', 'Three-Pending-33'],
};
const onePending = uniqueEmail('one');
const verified = uniqueEmail('verified');

const browser = () => new ApiClient(server.url, { forwardedFor: uniqueIp() });

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer(
    { SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1', TEST_SCRYPT_COST: '' },
    { passwordRunner: counting.runner },
  );
  for (const password of threePending.passwords) {
    await signUpForCode(browser(), mailbox, { name: 'Three', email: threePending.email, password });
  }
  await signUpForCode(browser(), mailbox, { name: 'One', email: onePending });
  await signUpAndVerify(browser(), mailbox, { name: 'Verified', email: verified });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

/** A wrong sign-in from a fresh address, with what it cost the password threads. */
async function wrongSignIn(email: string) {
  counting.resetCounts();
  const started = performance.now();
  const answer = await browser().postJson('/api/auth/sign-in', {
    email,
    password: 'Wrong-Guess-99',
  });
  return {
    status: answer.status,
    ms: performance.now() - started,
    derives: counting.seen.derives,
    waits: counting.seen.waits.length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe('what a sign-in costs does not depend on the address', () => {
  it('gives the pending sign-ups of an address one salt', async () => {
    const [row] = await server.services.ctx.db
      .select({ pending: users.pendingSignUps })
      .from(users)
      .where(eq(users.email, threePending.email));
    const salts = (row?.pending ?? []).map((signUp) => signUp.passwordHash.split('$')[4]);
    expect(salts).toHaveLength(3);
    expect(new Set(salts).size).toBe(1);
  });

  it('costs one derivation with three pending sign-ups, one, or a verified account, and none for an unknown address', async () => {
    expect(await wrongSignIn(threePending.email)).toMatchObject({
      status: 401,
      derives: 1,
      waits: 0,
    });
    expect(await wrongSignIn(onePending)).toMatchObject({ status: 401, derives: 1, waits: 0 });
    expect(await wrongSignIn(verified)).toMatchObject({ status: 401, derives: 1, waits: 0 });
    // Five hashes were measured by now (the sign-ups, these sign-ins): the equaliser waits.
    expect(await wrongSignIn(uniqueEmail('nobody'))).toMatchObject({
      status: 401,
      derives: 0,
      waits: 1,
    });
  });

  it("still finds the oldest pending sign-up's password with that one derivation", async () => {
    counting.resetCounts();
    const answer = await browser().postJson('/api/auth/sign-in', {
      email: threePending.email,
      password: threePending.passwords[0],
    });
    expect(answer).toMatchObject({ status: 200, body: { status: 'needs_verification' } });
    expect(counting.seen.derives).toBe(1);
  });

  it('takes about as long for an address with three pending sign-ups as for one with one', async () => {
    const three: number[] = [];
    const one: number[] = [];
    for (let round = 0; round < 3; round++) {
      three.push((await wrongSignIn(threePending.email)).ms);
      one.push((await wrongSignIn(onePending)).ms);
    }
    console.info(
      `median wrong sign-in (ms): three pending ${Math.round(median(three))}, one pending ${Math.round(median(one))}`,
    );
    // Three derivations would take three times as long; one takes the same, give or take a
    // busy machine.
    expect(median(three)).toBeLessThan(2 * median(one));
  });
});
