import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countBreachedPasswords } from '../../server/auth/breached-passwords.ts';
import { betaUsers, emailCodes, sessions } from '../../server/db/schema.ts';
import { signUpForCode } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

// Passwords hash at the test run's low cost (vitest.config.ts); the long timeouts are for a
// loaded shared machine, where a server start can take many seconds.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 });

/** Sign-up, codes, sign-in, reset and sessions over real HTTP, with a real SMTP listener. */
let server: TestAppServer;
let mailbox: Mailbox;
const PASSWORD = 'Violet-Harbour-Lantern-42';

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer({
    SMTP_URL: mailbox.smtpUrl,
    TRUST_PROXY: '127.0.0.1',
    MAIL_FROM: 'Citable <hello@citable.test>',
  });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const client = () => new ApiClient(server.url, { forwardedFor: uniqueIp() });

async function signUpVerified(api = client(), email = uniqueEmail()) {
  const before = mailbox.messages.length;
  const signUp = await api.postJson('/api/auth/sign-up', {
    name: 'Ada Lovelace',
    email,
    password: PASSWORD,
    referralSource: 'Newsletter',
  });
  // `mail` says whether the code's e-mail went out in time (mail-outage.integration.test.ts).
  expect(signUp).toMatchObject({ status: 200, body: { status: 'needs_verification', email } });
  const code = await mailbox.waitForCode(email, { after: before });
  const verified = await api.postJson('/api/auth/verify', { email, code });
  expect(verified).toEqual({ status: 200, body: { status: 'complete' } });
  return { api, email };
}

describe('sign-up and e-mail verification', () => {
  it('sends a six-digit code by mail with a plain-text and an HTML part, then opens a session', async () => {
    const api = client();
    const email = uniqueEmail();
    const before = mailbox.messages.length;
    expect(
      (await api.postJson('/api/auth/sign-up', { name: 'Ada', email, password: PASSWORD })).status,
    ).toBe(200);
    const mail = await mailbox.waitFor(email, { after: before });
    expect(mail.subject).toMatch(/^Your Citable verification code: \d{6}$/);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toMatch(/From: Citable <hello@citable\.test>/);
    const code = await mailbox.waitForCode(email, { after: before });

    const response = await api.post('/api/auth/verify', { email, code });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('citable_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const session = await (await api.get('/api/auth/session')).json();
    expect(session.user).toMatchObject({ email, fullName: 'Ada' });
    expect(session.isAdmin).toBe(false);
  });

  it('saves the referral source into beta_users on verification', async () => {
    const { email } = await signUpVerified();
    const rows = await server.services.ctx.db
      .select()
      .from(betaUsers)
      .where(eq(betaUsers.email, email));
    expect(rows[0]?.referralSource).toBe('Newsletter');
    expect(rows[0]?.analyzerRuns).toBe(0);
  });

  it('stores codes hashed, never as the code itself', async () => {
    const api = client();
    const email = uniqueEmail();
    const code = await signUpForCode(api, mailbox, { name: 'Ada', email, password: PASSWORD });
    const [row] = await server.services.ctx.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it.each([
    [{ name: '', email: 'a@example.com', password: PASSWORD }, 'Please enter your name'],
    [{ name: 'Ada', email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email'],
    [
      { name: 'Ada', email: 'a@example.com', password: 'short' },
      'Password must be at least 8 characters',
    ],
    [
      { name: 'Ada', email: 'a@example.com', password: 'password123' },
      'This password has been exposed in a data breach. Please choose a different one.',
    ],
    [
      { name: 'Ada', email: 'a@example.com', password: 'iloveyou2' },
      'This password has been exposed in a data breach. Please choose a different one.',
    ],
  ])('refuses %j with the spec message', async (input, message) => {
    expect(await client().postJson('/api/auth/sign-up', input)).toEqual({
      status: 400,
      body: { error: message },
    });
  });

  it('checks against a list of at least 100,000 breached passwords', async () => {
    expect(await countBreachedPasswords()).toBeGreaterThanOrEqual(100_000);
  });

  it('refuses an address that is already registered, and keeps the account as it was', async () => {
    const { email } = await signUpVerified();
    const again = await client().postJson('/api/auth/sign-up', {
      name: 'Mallory',
      email: email.toUpperCase(),
      password: 'Another-Strong-Pass-99',
    });
    expect(again).toEqual({
      status: 409,
      body: { error: 'This email is already registered. Please try logging in instead.' },
    });
    const login = await client().postJson('/api/auth/sign-in', { email, password: PASSWORD });
    expect(login.body).toEqual({ status: 'complete' });
  });

  it('refuses a wrong code, kills a code after 5 wrong guesses, and a killed code cannot be used', async () => {
    const api = client();
    const email = uniqueEmail();
    const code = await signUpForCode(api, mailbox, { name: 'Ada', email, password: PASSWORD });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await api.postJson('/api/auth/verify', { email, code: wrong })).toEqual({
        status: 400,
        body: { error: 'Verification failed. Please check your code and try again.' },
      });
    }
    expect((await api.postJson('/api/auth/verify', { email, code: wrong })).body.error).toBe(
      'Too many incorrect codes. Please request a new one.',
    );
    expect((await api.postJson('/api/auth/verify', { email, code })).body.error).toBe(
      'Too many incorrect codes. Please request a new one.',
    );
    expect((await api.get('/api/auth/session').then((r) => r.json())).user).toBeNull();
  });

  it('lets a code expire after 10 minutes', async () => {
    const api = client();
    const email = uniqueEmail();
    const code = await signUpForCode(api, mailbox, { name: 'Ada', email, password: PASSWORD });
    const [row] = await server.services.ctx.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, email));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 10 * 60 * 1000)).toBeLessThan(5000);
    await server.services.ctx.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    expect((await api.postJson('/api/auth/verify', { email, code })).body.error).toMatch(/expired/);
  });

  it('resends a new code that replaces the old one', async () => {
    const api = client();
    const email = uniqueEmail();
    const first = await signUpForCode(api, mailbox, { name: 'Ada', email, password: PASSWORD });
    const before = mailbox.messages.length;
    expect(await api.postJson('/api/auth/resend-code', { email })).toMatchObject({
      status: 200,
      body: { status: 'sent', mail: expect.stringMatching(/^(sent|delayed)$/) },
    });
    const second = await mailbox.waitForCode(email, { after: before });
    if (first !== second) {
      expect((await api.postJson('/api/auth/verify', { email, code: first })).status).toBe(400);
    }
    expect((await api.postJson('/api/auth/verify', { email, code: second })).status).toBe(200);
  });

  it('a typed code works only in the browser that asked for it; the link of its mail works anywhere (issue 31)', async () => {
    const signer = client();
    const email = uniqueEmail();
    const before = mailbox.messages.length;
    await signer.postJson('/api/auth/sign-up', { name: 'Ada', email, password: PASSWORD });
    const { code, key } = await mailbox.waitForLink(email, { after: before });
    const other = client();
    // The right code typed elsewhere is checked against that browser's own code: there is none.
    expect(await other.postJson('/api/auth/verify', { email, code })).toEqual({
      status: 400,
      body: {
        error:
          'No code is waiting for this browser. Enter the code in the browser that asked for it, open the link in its e-mail, or request a new code here.',
      },
    });
    expect(
      (await other.postJson('/api/auth/verify', { email, code, key: `${key.slice(1)}x` })).body,
    ).toEqual({ error: 'This code has expired or was already used. Please request a new one.' });
    // With the link's key the code works there (asking for a password, as it did not sign up)...
    expect((await other.postJson('/api/auth/verify', { email, code, key })).body).toEqual({
      status: 'needs_password',
    });
    // ...and typed in the browser that asked for it, it applies that sign-up.
    expect((await signer.postJson('/api/auth/verify', { email, code })).body).toEqual({
      status: 'complete',
    });
    expect((await (await signer.get('/api/auth/session')).json()).user.fullName).toBe('Ada');
  });

  it("a stranger asking for codes replaces none of the owner's, and the link outlives five wrong typed guesses", async () => {
    const signer = client();
    const email = uniqueEmail();
    const first = await signUpForCode(signer, mailbox, { name: 'Ada', email, password: PASSWORD });
    const stranger = client();
    const before = mailbox.messages.length;
    expect((await stranger.postJson('/api/auth/resend-code', { email })).status).toBe(200);
    const strangers = await mailbox.waitForLink(email, { after: before });
    const wrong = strangers.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await stranger.postJson('/api/auth/verify', { email, code: wrong });
    expect(
      (await stranger.postJson('/api/auth/verify', { email, code: strangers.code })).body,
    ).toEqual({
      error: 'Too many incorrect codes. Please request a new one.',
    });
    // The mailbox holder opens the link of that mail: the key still finds its code.
    const phone = client();
    expect(
      (
        await phone.postJson('/api/auth/verify', {
          email,
          code: strangers.code,
          key: strangers.key,
        })
      ).body,
    ).toEqual({ status: 'needs_password' });
    // And the signer's own code, asked for first, was not replaced.
    expect((await signer.postJson('/api/auth/verify', { email, code: first })).body).toEqual({
      status: 'complete',
    });
  });

  it('answers a resend the same for a pending, a verified and an unknown address, and mails only the pending one (issue 31)', async () => {
    const pending = uniqueEmail('pending');
    await signUpForCode(client(), mailbox, { name: 'Ada', email: pending, password: PASSWORD });
    const { email: verified } = await signUpVerified();
    const unknown = uniqueEmail('unknown');
    const before = mailbox.messages.length;
    const answers: Record<string, unknown[]> = {};
    for (const email of [pending, verified, unknown]) {
      // One address asks five times (its budget for one account), then once more.
      const asker = client();
      answers[email] = [];
      for (let i = 0; i < 6; i++) {
        const response = await asker.post('/api/auth/resend-code', { email });
        answers[email]?.push({
          status: response.status,
          body: await response.json(),
          retryAfter: response.headers.get('retry-after') !== null,
        });
      }
    }
    const sent = {
      status: 200,
      body: { status: 'sent', mail: expect.stringMatching(/^(sent|delayed)$/) },
      retryAfter: false,
    };
    const refused = {
      status: 429,
      body: {
        error: expect.stringMatching(
          /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
        ),
      },
      retryAfter: true,
    };
    for (const email of [pending, verified, unknown])
      expect(answers[email]).toEqual([...Array(5).fill(sent), refused]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mailedTo = (email: string) =>
      mailbox.messages.slice(before).filter((mail) => mail.to.includes(email)).length;
    expect(mailedTo(pending)).toBe(5);
    expect(mailedTo(verified)).toBe(0);
    expect(mailedTo(unknown)).toBe(0);
  });

  it('refuses a malformed code with the spec message', async () => {
    expect(
      await client().postJson('/api/auth/verify', { email: uniqueEmail(), code: '12ab56' }),
    ).toEqual({
      status: 400,
      body: { error: 'Please enter a valid verification code' },
    });
  });
});

describe('sign-in and sessions', () => {
  it('validates the login form with the spec messages', async () => {
    expect(
      (await client().postJson('/api/auth/sign-in', { email: 'x', password: 'y' })).body.error,
    ).toBe('Please enter a valid email');
    expect(
      (await client().postJson('/api/auth/sign-in', { email: 'a@example.com', password: '' })).body
        .error,
    ).toBe('Password is required');
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const { email } = await signUpVerified();
    const wrong = await client().postJson('/api/auth/sign-in', {
      email,
      password: 'Not-The-Password-1',
    });
    const unknown = await client().postJson('/api/auth/sign-in', {
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(wrong).toEqual({ status: 401, body: { error: 'Incorrect email or password.' } });
    expect(unknown).toEqual(wrong);
  });

  it('sends an unverified account to verification with a fresh code, and opens no session', async () => {
    const api = client();
    const email = uniqueEmail();
    await api.postJson('/api/auth/sign-up', { name: 'Ada', email, password: PASSWORD });
    const before = mailbox.messages.length;
    const login = await api.postJson('/api/auth/sign-in', { email, password: PASSWORD });
    expect(login.body).toMatchObject({ status: 'needs_verification', email });
    await mailbox.waitForCode(email, { after: before });
    expect(api.cookies.has('citable_session')).toBe(false);
  });

  it('issues a new session id at every sign-in and ends the previous one', async () => {
    const { api, email } = await signUpVerified();
    const first = api.cookies.get('citable_session');
    await api.postJson('/api/auth/sign-in', { email, password: PASSWORD });
    const second = api.cookies.get('citable_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    stale.cookies.set('citable_session', first ?? '');
    expect((await (await stale.get('/api/auth/session')).json()).user).toBeNull();
  });

  it('keeps only a hash of the session token in the database', async () => {
    const { api } = await signUpVerified();
    const token = api.cookies.get('citable_session') ?? '';
    const rows = await server.services.ctx.db.select().from(sessions);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('ends the session on the server at sign-out', async () => {
    const { api } = await signUpVerified();
    const token = api.cookies.get('citable_session') ?? '';
    expect((await api.postJson('/api/auth/sign-out')).body).toEqual({ status: 'signed_out' });
    const replay = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    replay.cookies.set('citable_session', token);
    expect((await replay.post('/api/account/sync-profile')).status).toBe(401);
  });

  it('pauses one address for 15 minutes after 10 wrong passwords for an account; the owner elsewhere still signs in', async () => {
    const { email } = await signUpVerified();
    const guesser = client();
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect(
        (await guesser.postJson('/api/auth/sign-in', { email, password: `Wrong-${attempt}-Pass` }))
          .status,
      ).toBe(401);
    }
    const tenth = await guesser.post('/api/auth/sign-in', { email, password: 'Wrong-10-Pass' });
    expect(tenth.status).toBe(429);
    expect(Number(tenth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const right = await guesser.postJson('/api/auth/sign-in', { email, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.error).toMatch(
      /^Too many failed sign-in attempts\. Try again in 1[45] minutes, or use "Forgot password" to get in with an e-mailed code\.$/,
    );
    expect(
      (await client().postJson('/api/auth/sign-in', { email, password: PASSWORD })).body,
    ).toEqual({ status: 'complete' });
  });
});

describe('password reset and changes', () => {
  it('resets the password with an e-mailed code and ends every other session', async () => {
    const { api: other, email } = await signUpVerified();
    const resetter = client();
    const before = mailbox.messages.length;
    expect(await resetter.postJson('/api/auth/forgot-password', { email })).toMatchObject({
      status: 200,
      body: { status: 'sent', mail: expect.stringMatching(/^(sent|delayed)$/) },
    });
    const mail = await mailbox.waitFor(email, { after: before });
    expect(mail.subject).toMatch(/^Your Citable password reset code: \d{6}$/);
    const code = await mailbox.waitForCode(email, { after: before });
    const newPassword = 'Copper-Meadow-Falcon-77';
    expect(
      (await resetter.postJson('/api/auth/reset-password', { email, code, password: newPassword }))
        .body,
    ).toEqual({ status: 'complete' });
    expect((await (await resetter.get('/api/auth/session')).json()).user.email).toBe(email);
    expect((await (await other.get('/api/auth/session')).json()).user).toBeNull();
    expect(
      (await client().postJson('/api/auth/sign-in', { email, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await client().postJson('/api/auth/sign-in', { email, password: newPassword })).body,
    ).toEqual({ status: 'complete' });
  });

  it('answers "forgot password" the same way for an unknown address, and sends nothing', async () => {
    const email = uniqueEmail();
    const before = mailbox.messages.length;
    expect(await client().postJson('/api/auth/forgot-password', { email })).toMatchObject({
      status: 200,
      body: { status: 'sent', mail: expect.stringMatching(/^(sent|delayed)$/) },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.messages.slice(before).some((mail) => mail.to.includes(email))).toBe(false);
  });

  it('changes the password only with the current one, ending the other sessions', async () => {
    const { api, email } = await signUpVerified();
    const second = client();
    await second.postJson('/api/auth/sign-in', { email, password: PASSWORD });
    expect(
      (
        await api.postJson('/api/account/password', {
          currentPassword: 'nope',
          newPassword: 'Silver-Canyon-Orchid-31',
        })
      ).body,
    ).toEqual({
      error: 'Your current password is not correct.',
    });
    expect(
      (
        await api.postJson('/api/account/password', {
          currentPassword: PASSWORD,
          newPassword: 'Silver-Canyon-Orchid-31',
        })
      ).status,
    ).toBe(200);
    expect((await (await api.get('/api/auth/session')).json()).user.email).toBe(email);
    expect((await (await second.get('/api/auth/session')).json()).user).toBeNull();
  });

  it('renames the account and deletes it only with the password', async () => {
    const { api, email } = await signUpVerified();
    expect((await api.patch('/api/account/name', { name: '  Grace Hopper ' })).status).toBe(200);
    expect((await (await api.get('/api/auth/session')).json()).user.fullName).toBe('Grace Hopper');
    expect((await api.postJson('/api/account/delete', { password: 'wrong' })).status).toBe(400);
    expect((await (await api.get('/api/auth/session')).json()).user.email).toBe(email);
    expect((await api.postJson('/api/account/delete', { password: PASSWORD })).body).toEqual({
      status: 'deleted',
    });
    expect(
      (await client().postJson('/api/auth/sign-in', { email, password: PASSWORD })).status,
    ).toBe(401);
  });
});

describe('attacks on accounts', () => {
  const OTHER_PASSWORD = 'Quartz-Falcon-Meadow-58';

  /** Signs up in `api` and returns the code of the mail, with its link's key. */
  async function signUpForLink(api: ApiClient, email: string, name: string, password: string) {
    const before = mailbox.messages.length;
    const answer = await api.postJson('/api/auth/sign-up', { name, email, password });
    expect(answer.status).toBe(200);
    return mailbox.waitForLink(email, { after: before });
  }
  const signUpOnly = async (api: ApiClient, email: string, name: string, password: string) =>
    (await signUpForLink(api, email, name, password)).code;

  async function canSignIn(email: string, password: string): Promise<boolean> {
    const answer = await client().postJson('/api/auth/sign-in', { email, password });
    return answer.status === 200 && answer.body.status === 'complete';
  }

  it('a stranger who signs up after the owner cannot swap in their own password', async () => {
    const email = uniqueEmail('owner');
    const owner = client();
    await signUpOnly(owner, email, 'Owner', PASSWORD);
    const stranger = client();
    // The stranger's sign-up mails a newer code to the owner's inbox; the owner opens its link.
    const { code, key } = await signUpForLink(stranger, email, 'Stranger', OTHER_PASSWORD);
    expect((await owner.postJson('/api/auth/verify', { email, code, key })).status).toBe(200);
    const session = await (await owner.get('/api/auth/session')).json();
    expect(session.user).toMatchObject({ email, fullName: 'Owner' });
    expect(await canSignIn(email, OTHER_PASSWORD)).toBe(false);
    expect(await canSignIn(email, PASSWORD)).toBe(true);
  });

  it('an owner who signs up after a stranger gets their own password and name', async () => {
    const email = uniqueEmail('late-owner');
    await signUpOnly(client(), email, 'Stranger', OTHER_PASSWORD);
    const owner = client();
    const code = await signUpOnly(owner, email, 'Owner', PASSWORD);
    expect((await owner.postJson('/api/auth/verify', { email, code })).status).toBe(200);
    const session = await (await owner.get('/api/auth/session')).json();
    expect(session.user).toMatchObject({ email, fullName: 'Owner' });
    expect(await canSignIn(email, OTHER_PASSWORD)).toBe(false);
    expect(await canSignIn(email, PASSWORD)).toBe(true);
  });

  it('a code entered in a browser that made no sign-up applies no sign-up, and asks for a password', async () => {
    const email = uniqueEmail('elsewhere');
    await signUpOnly(client(), email, 'First', OTHER_PASSWORD);
    const { code, key } = await signUpForLink(client(), email, 'Second', PASSWORD);
    // The phone opens the mail's link: its key lets the code work in a browser that did not
    // ask for it.
    const phone = client();
    expect((await phone.postJson('/api/auth/verify', { email, code, key })).body).toEqual({
      status: 'needs_password',
    });
    expect((await (await phone.get('/api/auth/session')).json()).user).toBeNull();
    expect(
      (
        await phone.postJson('/api/auth/verify', {
          email,
          code,
          key,
          name: 'Phone',
          password: 'Amber-Glacier-Piano-63',
        })
      ).body,
    ).toEqual({ status: 'complete' });
    expect((await (await phone.get('/api/auth/session')).json()).user).toMatchObject({
      email,
      fullName: 'Phone',
    });
    expect(await canSignIn(email, OTHER_PASSWORD)).toBe(false);
    expect(await canSignIn(email, PASSWORD)).toBe(false);
    expect(await canSignIn(email, 'Amber-Glacier-Piano-63')).toBe(true);
  });

  it('asks for a name with the password, and refuses a breached one, changing nothing', async () => {
    const email = uniqueEmail('elsewhere-checks');
    const { code, key } = await signUpForLink(client(), email, 'First', PASSWORD);
    const phone = client();
    expect(
      await phone.postJson('/api/auth/verify', { email, code, key, password: PASSWORD }),
    ).toEqual({
      status: 400,
      body: { error: 'Please enter your name' },
    });
    expect(
      await phone.postJson('/api/auth/verify', {
        email,
        code,
        key,
        name: 'P',
        password: 'password123',
      }),
    ).toEqual({
      status: 400,
      body: {
        error: 'This password has been exposed in a data breach. Please choose a different one.',
      },
    });
    expect((await (await phone.get('/api/auth/session')).json()).user).toBeNull();
    expect((await phone.postJson('/api/auth/verify', { email, code, key })).body).toEqual({
      status: 'needs_password',
    });
  });

  it('counts parallel wrong guesses from one address before checking them: at most nine are answered 401', async () => {
    const { email } = await signUpVerified();
    const guesser = client();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        guesser.postJson('/api/auth/sign-in', { email, password: `Parallel-Guess-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(9);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(
      true,
    );
    expect(
      (await guesser.postJson('/api/auth/sign-in', { email, password: PASSWORD })).status,
    ).toBe(429);
  });

  it('counts wrong current passwords on the settings page towards the same lock', async () => {
    const { api, email } = await signUpVerified();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await api.postJson('/api/account/password', {
        currentPassword: `Not-It-${attempt}`,
        newPassword: 'Silver-Canyon-Orchid-31',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(statuses.slice(9)).toEqual([429, 429]);
    expect((await api.postJson('/api/account/delete', { password: PASSWORD })).status).toBe(429);
    expect((await (await api.get('/api/auth/session')).json()).user.email).toBe(email);
  });

  it('refuses NUL and control characters with a clear message, and stores nothing', async () => {
    const email = uniqueEmail('nul');
    const nul = await client().postJson('/api/auth/sign-up', {
      name: 'Nul\u0000Guy',
      email,
      password: PASSWORD,
    });
    expect(nul).toEqual({
      status: 400,
      body: { error: 'Text must not contain NUL characters (U+0000).' },
    });
    const withEscape = await client().postJson('/api/auth/sign-up', {
      name: 'Evil\u001b[2J',
      email,
      password: PASSWORD,
    });
    expect(withEscape).toEqual({
      status: 400,
      body: { error: 'Name must not contain control characters' },
    });
    expect(await canSignIn(email, PASSWORD)).toBe(false);
  });
});
