import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailCodes } from '../../server/db/schema.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import type { TestAppServer } from '../support/app-server.ts';
import { BACKENDS, type BackendDatabase } from '../support/backends.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

// Passwords hash at the test run's low cost (vitest.config.ts); the long timeouts are for a
// loaded shared machine, where a server start can take many seconds.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 });

/**
 * Issue 8, findings 1 to 4, replayed step by step as the attack report describes them, on
 * PGlite and on PostgreSQL. Each test is the attack; each now fails to reproduce.
 */
const VICTIM_PASSWORD = 'Violet-Harbour-Lantern-42';
const ATTACKER_PASSWORD = 'Quartz-Falcon-Meadow-58';
const CODE_INCORRECT = 'Verification failed. Please check your code and try again.';

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

describe.each(BACKENDS)('account takeover and login CSRF on $name', (backend) => {
  const ADMIN_EMAIL = uniqueEmail('admin');
  let database: BackendDatabase;
  let server: TestAppServer;

  beforeAll(async () => {
    database = await backend.createDatabase();
    server = await database.start({
      SMTP_URL: mailbox.smtpUrl,
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL,
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** A browser: its own cookies and its own client address. */
  const browser = () => new ApiClient(server.url, { forwardedFor: uniqueIp() });

  /**
   * The same browser (its cookies) seen from another client address: a phone changing
   * networks, or an attacker spreading guesses over addresses.
   */
  const sameBrowserElsewhere = (api: ApiClient) => {
    const moved = browser();
    for (const [name, value] of api.cookies) moved.cookies.set(name, value);
    return moved;
  };

  /** Runs a step that mails a code to `email`, and returns that code. */
  async function codeFrom(email: string, step: () => Promise<unknown>): Promise<string> {
    const before = mailbox.messages.length;
    await step();
    return mailbox.waitForCode(email, { after: before });
  }

  /**
   * Runs a step that mails a code to `email`, and returns the code with its link's key: what
   * the mailbox holder has, whichever browser asked for the code.
   */
  async function linkFrom(email: string, step: () => Promise<unknown>) {
    const before = mailbox.messages.length;
    await step();
    const { code, key } = await mailbox.waitForLink(email, { after: before });
    return { email, code, key };
  }

  const signUp = (api: ApiClient, email: string, name: string, password: string) =>
    codeFrom(email, async () => {
      const answer = await api.postJson('/api/auth/sign-up', { name, email, password });
      expect(answer.status).toBe(200);
    });

  async function opensAccount(email: string, password: string): Promise<boolean> {
    const answer = await browser().postJson('/api/auth/sign-in', { email, password });
    return answer.status === 200 && answer.body.status === 'complete';
  }

  const whoIs = async (api: ApiClient) => (await api.get('/api/auth/session')).json();

  type Trigger = 'attacker signs in' | 'victim presses Resend' | 'attacker signs up again';
  const orderings: ['attacker first' | 'victim first', Trigger][] = [];
  for (const first of ['attacker first', 'victim first'] as const) {
    for (const trigger of [
      'attacker signs in',
      'victim presses Resend',
      'attacker signs up again',
    ] as const) {
      orderings.push([first, trigger]);
    }
  }

  it.each(orderings)(
    'finding 1: %s, then %s, victim opens the newest mail: only the victim password opens it',
    async (first, trigger) => {
      const email = uniqueEmail('victim');
      const attacker = browser();
      const victim = browser();
      if (first === 'attacker first') {
        await signUp(attacker, email, 'Attacker', ATTACKER_PASSWORD);
        await signUp(victim, email, 'Victim', VICTIM_PASSWORD);
      } else {
        await signUp(victim, email, 'Victim', VICTIM_PASSWORD);
        await signUp(attacker, email, 'Attacker', ATTACKER_PASSWORD);
      }
      // The newest code may have been asked for in the attacker's browser: the victim opens its
      // mail's link, whose key lets it work in any browser.
      const newest = await linkFrom(email, async () => {
        if (trigger === 'attacker signs in') {
          const answer = await attacker.postJson('/api/auth/sign-in', {
            email,
            password: ATTACKER_PASSWORD,
          });
          // The attacker is sent to verification: no session without the code.
          expect(answer.body).toMatchObject({ status: 'needs_verification', email });
        } else if (trigger === 'victim presses Resend') {
          expect((await victim.postJson('/api/auth/resend-code', { email })).status).toBe(200);
        } else {
          await attacker.postJson('/api/auth/sign-up', {
            name: 'Attacker',
            email,
            password: ATTACKER_PASSWORD,
          });
        }
      });
      expect(await victim.postJson('/api/auth/verify', newest)).toEqual({
        status: 200,
        body: { status: 'complete' },
      });
      expect((await whoIs(victim)).user).toMatchObject({ email, fullName: 'Victim' });
      expect((await whoIs(attacker)).user).toBeNull();
      expect(await opensAccount(email, ATTACKER_PASSWORD)).toBe(false);
      expect(await opensAccount(email, VICTIM_PASSWORD)).toBe(true);
    },
  );

  it('finding 1: a victim who clicks the link of a sign-up they never made applies no password', async () => {
    const email = uniqueEmail('clicker');
    const attacker = browser();
    const link = await linkFrom(email, () =>
      attacker.postJson('/api/auth/sign-up', {
        name: 'Attacker',
        email,
        password: ATTACKER_PASSWORD,
      }),
    );
    const victim = browser();
    // The link opens /verify?email=...&code=...&key=..., which posts them from the victim's
    // browser.
    expect(await victim.postJson('/api/auth/verify', link)).toEqual({
      status: 200,
      body: { status: 'needs_password' },
    });
    expect((await whoIs(victim)).user).toBeNull();
    expect(await opensAccount(email, ATTACKER_PASSWORD)).toBe(false);
    // Even later, the attacker's password reaches no session: the address is still nobody's.
    const newest = await linkFrom(email, async () => {
      expect(
        (await attacker.postJson('/api/auth/sign-in', { email, password: ATTACKER_PASSWORD })).body,
      ).toMatchObject({ status: 'needs_verification', email });
    });
    expect((await whoIs(attacker)).user).toBeNull();

    // The victim who goes on (with the newest code in their inbox) chooses their own
    // password in their own browser.
    expect((await victim.postJson('/api/auth/verify', newest)).body).toEqual({
      status: 'needs_password',
    });
    const finish = await victim.postJson('/api/auth/verify', {
      ...newest,
      name: 'Victim',
      password: VICTIM_PASSWORD,
    });
    expect(finish).toEqual({ status: 200, body: { status: 'complete' } });
    expect((await whoIs(victim)).user).toMatchObject({ email, fullName: 'Victim' });
    expect(await opensAccount(email, ATTACKER_PASSWORD)).toBe(false);
    expect(await opensAccount(email, VICTIM_PASSWORD)).toBe(true);
  });

  it('finding 1: the same with ADMIN_EMAIL: the attacker never becomes admin', async () => {
    const attacker = browser();
    await signUp(attacker, ADMIN_EMAIL, 'Attacker', ATTACKER_PASSWORD);
    const admin = browser();
    await signUp(admin, ADMIN_EMAIL, 'Admin', VICTIM_PASSWORD);
    const newest = await linkFrom(ADMIN_EMAIL, () =>
      attacker.postJson('/api/auth/sign-in', { email: ADMIN_EMAIL, password: ATTACKER_PASSWORD }),
    );
    expect((await admin.postJson('/api/auth/verify', newest)).body).toEqual({
      status: 'complete',
    });
    expect((await whoIs(admin)).isAdmin).toBe(true);
    const retry = browser();
    expect(
      (
        await retry.postJson('/api/auth/sign-in', {
          email: ADMIN_EMAIL,
          password: ATTACKER_PASSWORD,
        })
      ).status,
    ).toBe(401);
    expect(
      (await retry.request('PUT', '/api/prompts/keywords', { content: 'Owned.' })).status,
    ).toBe(401);
    expect((await whoIs(retry)).isAdmin).toBe(false);
    expect(await opensAccount(ADMIN_EMAIL, VICTIM_PASSWORD)).toBe(true);
  });

  it('finding 3: a signed-in user who opens a link for the attacker account stays who they are', async () => {
    const victimEmail = uniqueEmail('signed-in');
    const victim = browser();
    const victimCode = await signUp(victim, victimEmail, 'Victim', VICTIM_PASSWORD);
    expect(
      (await victim.postJson('/api/auth/verify', { email: victimEmail, code: victimCode })).status,
    ).toBe(200);

    const attackerEmail = uniqueEmail('attacker');
    const link = await linkFrom(attackerEmail, () =>
      browser().postJson('/api/auth/sign-up', {
        name: 'Attacker',
        email: attackerEmail,
        password: ATTACKER_PASSWORD,
      }),
    );
    // The victim's browser posts the attacker's link: the attacker's sign-up is not applied
    // and nobody is switched.
    expect(await victim.postJson('/api/auth/verify', link)).toEqual({
      status: 200,
      body: { status: 'needs_password' },
    });
    expect((await whoIs(victim)).user).toMatchObject({ email: victimEmail });
  });

  it('finding 3: a link opened in the browser that signed up signs in there', async () => {
    const email = uniqueEmail('same-browser');
    const api = browser();
    const code = await signUp(api, email, 'Ada', VICTIM_PASSWORD);
    expect((await api.postJson('/api/auth/verify', { email, code })).body).toEqual({
      status: 'complete',
    });
    expect((await whoIs(api)).user).toMatchObject({ email, fullName: 'Ada' });
  });

  it('finding 4: 20 parallel wrong guesses against one code: at most 5 are evaluated', async () => {
    const email = uniqueEmail('guesses');
    // A typed code is checked only in the browser that asked for it, so the burst carries that
    // browser's cookies, spread over 20 addresses (no per-address limit stops it first).
    const asker = browser();
    const code = await signUp(asker, email, 'Ada', VICTIM_PASSWORD);
    const wrong = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      wrong.map((guess) =>
        sameBrowserElsewhere(asker).postJson('/api/auth/verify', { email, code: guess }),
      ),
    );
    const messages = answers.map((answer) => answer.body.error);
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    // Four answers say "try again"; the fifth kills the code; the rest were never compared.
    expect(messages.filter((message) => message === CODE_INCORRECT).length).toBe(4);
    const [row] = await server.services.ctx.db
      .select({ failedAttempts: emailCodes.failedAttempts })
      .from(emailCodes)
      .where(eq(emailCodes.email, email));
    expect(row?.failedAttempts).toBe(5);
    // The right code, typed after the burst, is refused: the code is dead.
    expect(
      (await sameBrowserElsewhere(asker).postJson('/api/auth/verify', { email, code })).body.error,
    ).toBe('Too many incorrect codes. Please request a new one.');
  });

  it('finding 4: a burst holding the right code among 19 wrong ones: the code is checked at most 5 times wrong', async () => {
    for (let burst = 0; burst < 3; burst++) {
      const email = uniqueEmail('burst');
      const signer = browser();
      const code = await signUp(signer, email, 'Ada', VICTIM_PASSWORD);
      const guesses = Array.from({ length: 19 }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );
      guesses.splice(burst * 9, 0, code);
      const answers = await Promise.all(
        guesses.map((guess) =>
          sameBrowserElsewhere(signer).postJson('/api/auth/verify', { email, code: guess }),
        ),
      );
      expect(
        answers.filter((answer) => answer.body.error === CODE_INCORRECT).length,
      ).toBeLessThanOrEqual(4);
      const [row] = await server.services.ctx.db
        .select({ failedAttempts: emailCodes.failedAttempts })
        .from(emailCodes)
        .where(eq(emailCodes.email, email));
      expect(row?.failedAttempts ?? 0).toBeLessThanOrEqual(5);
    }
  });
});

describe.each(BACKENDS)('admin rights follow ADMIN_EMAIL on $name (finding 2)', (backend) => {
  let database: BackendDatabase;
  let server: TestAppServer | undefined;
  beforeAll(async () => {
    database = await backend.createDatabase();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('after a restart with another ADMIN_EMAIL the old admin cannot change prompts', async () => {
    const oldAdmin = uniqueEmail('old-admin');
    const env = { SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1' };
    server = await database.start({ ...env, ADMIN_EMAIL: oldAdmin });
    const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    const before = mailbox.messages.length;
    await api.postJson('/api/auth/sign-up', {
      name: 'Old',
      email: oldAdmin,
      password: VICTIM_PASSWORD,
    });
    const code = await mailbox.waitForCode(oldAdmin, { after: before });
    expect((await api.postJson('/api/auth/verify', { email: oldAdmin, code })).status).toBe(200);
    // Everything that used to write is_admin: Bootstrap Admin and profile sync.
    expect((await api.postJson('/api/account/bootstrap-admin')).status).toBe(200);
    expect((await api.postJson('/api/account/sync-profile')).body).toMatchObject({ isAdmin: true });
    expect((await api.request('PUT', '/api/prompts/keywords', { content: 'Mine.' })).status).toBe(
      200,
    );
    await server.close();

    server = await database.start({ ...env, ADMIN_EMAIL: uniqueEmail('new-admin') });
    const again = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    for (const [name, value] of api.cookies) again.cookies.set(name, value);
    const session = await (await again.get('/api/auth/session')).json();
    expect(session.user.email).toBe(oldAdmin);
    expect(session.isAdmin).toBe(false);
    expect(
      (await again.request('PUT', '/api/prompts/keywords', { content: 'Still mine?' })).status,
    ).toBe(403);
    expect((await again.request('DELETE', '/api/prompts/keywords')).status).toBe(403);
    expect((await again.postJson('/api/account/bootstrap-admin')).status).toBe(403);
    expect((await again.postJson('/api/account/sync-profile')).body).toMatchObject({
      isAdmin: false,
    });
    expect(
      (await again.request('PUT', '/api/prompts/keywords', { content: 'And now?' })).status,
    ).toBe(403);
  });
});
