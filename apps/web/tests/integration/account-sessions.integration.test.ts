import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, type ReceivedMail, startMailbox } from '../support/mailbox.ts';
import { isRedisAvailable, TEST_REDIS_URL } from '../support/redis.ts';

// Passwords hash at the test run's low cost (vitest.config.ts); the long timeouts are for a
// loaded shared machine, where a server start can take many seconds.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 });

/**
 * Issue 8: sessions an owner can see and end, the mails that tell them about their account,
 * and (finding 10) __Host- cookies and what a name may put into a mail.
 */
const PASSWORD = 'Violet-Harbour-Lantern-42';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const redisAvailable = await isRedisAvailable();
if (!redisAvailable)
  console.warn(`Redis session runs skipped: no Redis answered at ${TEST_REDIS_URL}.`);

/** The decoded body of a raw message (quoted-printable folded lines and escapes undone). */
function readBody(mail: ReceivedMail): string {
  const bytes = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The HTML part of a decoded message. */
const readHtml = (mail: ReceivedMail) => readBody(mail).split(/Content-Type: text\/html/i)[1] ?? '';

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

const cacheSetups = [
  { label: 'session cache in memory', env: {} as Record<string, string> },
  ...(redisAvailable
    ? [{ label: 'session cache in Redis', env: { REDIS_URL: TEST_REDIS_URL } }]
    : []),
];

describe.each(cacheSetups)('sessions an owner can see and end ($label)', ({ env }) => {
  let server: TestAppServer;
  beforeAll(async () => {
    server = await startAppServer({ SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1', ...env });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signUpVerified(userAgent: string) {
    const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    const email = uniqueEmail('sessions');
    const before = mailbox.messages.length;
    await api.post(
      '/api/auth/sign-up',
      { name: 'Ada', email, password: PASSWORD },
      {
        'User-Agent': userAgent,
      },
    );
    const code = await mailbox.waitForCode(email, { after: before });
    expect(
      (await api.post('/api/auth/verify', { email, code }, { 'User-Agent': userAgent })).status,
    ).toBe(200);
    return { api, email };
  }

  async function signInFrom(email: string, userAgent: string, api?: ApiClient) {
    const browser = api ?? new ApiClient(server.url, { forwardedFor: uniqueIp() });
    const answer = await browser.post(
      '/api/auth/sign-in',
      { email, password: PASSWORD },
      {
        'User-Agent': userAgent,
      },
    );
    expect(answer.status).toBe(200);
    return browser;
  }

  const isSignedIn = async (api: ApiClient) =>
    (await (await api.get('/api/auth/session')).json()).user !== null;

  it('lists the sessions with device and last seen, marks this one, and ends one at once', async () => {
    const { api, email } = await signUpVerified(FIREFOX);
    const phone = await signInFrom(email, SAFARI_IPHONE);
    // The phone's session is looked up (and cached) before it is ended.
    expect(await isSignedIn(phone)).toBe(true);

    const { sessions } = await (await api.get('/api/account/sessions')).json();
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s: { isCurrent: boolean }) => s.isCurrent);
    const other = sessions.find((s: { isCurrent: boolean }) => !s.isCurrent);
    expect(current.device).toBe('Firefox on Windows');
    expect(other.device).toBe('Safari on iOS (mobile)');
    expect(Date.parse(other.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(sessions)).not.toContain(phone.cookies.get('citable_session'));

    expect((await api.delete(`/api/account/sessions/${other.id}`)).status).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(api)).toBe(true);
    // Another account cannot end this one's sessions, even knowing an id.
    const stranger = await signUpVerified(FIREFOX);
    expect((await stranger.api.delete(`/api/account/sessions/${current.id}`)).status).toBe(404);
    expect(await isSignedIn(api)).toBe(true);
  });

  it('"Sign out everywhere" ends every other session and keeps this one', async () => {
    const { api, email } = await signUpVerified(FIREFOX);
    const laptop = await signInFrom(email, FIREFOX);
    const phone = await signInFrom(email, SAFARI_IPHONE);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(true);
    expect((await api.postJson('/api/account/sessions/sign-out-others')).status).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(api)).toBe(true);
    expect((await (await api.get('/api/account/sessions')).json()).sessions).toHaveLength(1);
  });

  it('a password change ends the other sessions and mails the owner', async () => {
    const { api, email } = await signUpVerified(FIREFOX);
    const phone = await signInFrom(email, SAFARI_IPHONE);
    expect(await isSignedIn(phone)).toBe(true);
    const before = mailbox.messages.length;
    expect(
      (
        await api.postJson('/api/account/password', {
          currentPassword: PASSWORD,
          newPassword: 'Silver-Canyon-Orchid-31',
        })
      ).status,
    ).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    const mail = await mailbox.waitFor(email, { after: before });
    expect(mail.subject).toBe('Your Citable password was changed');
    expect(readBody(mail)).toContain('Every other session was signed out.');
  });

  it('mails the owner about a sign-in from a browser the account never used, once', async () => {
    const { api, email } = await signUpVerified(FIREFOX);
    let before = mailbox.messages.length;
    // The browser that verified the account is known: signing in there again sends nothing.
    await signInFrom(email, FIREFOX, api);
    const newBrowser = await signInFrom(email, SAFARI_IPHONE);
    const mail = await mailbox.waitFor(email, { after: before });
    expect(mail.subject).toBe('New sign-in to your Citable account');
    expect(readBody(mail)).toContain('Safari on iOS (mobile)');
    expect(mailbox.messages.slice(before).filter((m) => m.to.includes(email))).toHaveLength(1);

    before = mailbox.messages.length;
    await signInFrom(email, SAFARI_IPHONE, newBrowser);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.messages.slice(before).some((m) => m.to.includes(email))).toBe(false);
  });
});

describe('finding 10: cookies and names in mails', () => {
  let secure: TestAppServer;
  const APP_URL = 'https://citable.example';
  beforeAll(async () => {
    secure = await startAppServer({ SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1', APP_URL });
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('over https every cookie is __Host-, Secure, Path=/ and without Domain; a bare name grants nothing', async () => {
    const api = new ApiClient(secure.url, { forwardedFor: uniqueIp(), origin: APP_URL });
    const email = uniqueEmail('host');
    const before = mailbox.messages.length;
    const signUp = await api.post('/api/auth/sign-up', { name: 'Ada', email, password: PASSWORD });
    const ticket = signUp.headers.getSetCookie().find((c) => c.includes('citable_signup='));
    expect(ticket).toMatch(/^__Host-citable_signup=/);
    const code = await mailbox.waitForCode(email, { after: before });
    const verify = await api.post('/api/auth/verify', { email, code });
    expect(await verify.json()).toEqual({ status: 'complete' });
    // The sign-up's ticket and browser id, then the session.
    const cookies = [...signUp.headers.getSetCookie(), ...verify.headers.getSetCookie()].filter(
      (c) => !/Max-Age=0/i.test(c),
    );
    expect(cookies.length).toBeGreaterThanOrEqual(3);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    const token = api.cookies.get('__Host-citable_session') ?? '';
    expect(token).not.toBe('');
    expect((await (await api.get('/api/auth/session')).json()).user.email).toBe(email);
    const bare = new ApiClient(secure.url, { forwardedFor: uniqueIp(), origin: APP_URL });
    bare.cookies.set('citable_session', token);
    expect((await (await bare.get('/api/auth/session')).json()).user).toBeNull();
  });

  it('a sign-up name never reaches the code mail, and a notice shows it escaped, without links, shortened', async () => {
    const api = new ApiClient(secure.url, { forwardedFor: uniqueIp(), origin: APP_URL });
    const email = uniqueEmail('names');
    const name = 'Win a prize at https://evil.example/claim <b>now</b> www.evil.example';
    let before = mailbox.messages.length;
    await api.post('/api/auth/sign-up', { name, email, password: PASSWORD });
    const codeMail = await mailbox.waitFor(email, { after: before });
    expect(readBody(codeMail)).not.toContain('evil.example');
    expect(readBody(codeMail)).not.toContain('Win a prize');
    const code = await mailbox.waitForCode(email, { after: before });
    expect((await api.post('/api/auth/verify', { email, code })).status).toBe(200);

    before = mailbox.messages.length;
    const long = `<img src=x onerror=alert(1)> ${'Ada '.repeat(15)}`;
    expect((await api.patch('/api/account/name', { name: long })).status).toBe(200);
    await api.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'Silver-Canyon-Orchid-31',
    });
    const notice = readHtml(await mailbox.waitFor(email, { after: before }));
    expect(notice).toContain('<p>Hello');
    expect(notice).not.toContain('<img');
    expect(notice).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(notice).not.toContain('Ada Ada Ada Ada Ada Ada Ada Ada Ada Ada');
    expect(notice).toContain('…');
  });
});
