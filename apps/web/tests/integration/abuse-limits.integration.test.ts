import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

/** Abuse limits, cross-origin refusal and where the client address comes from. */
const PASSWORD = 'Violet-Harbour-Lantern-42';
let mailbox: Mailbox;
let proxied: TestAppServer;
let direct: TestAppServer;

beforeAll(async () => {
  mailbox = await startMailbox();
  proxied = await startAppServer({
    SMTP_URL: mailbox.smtpUrl,
    TRUST_PROXY: '127.0.0.1',
    TESTING_SECRET: 'a-testing-secret-of-some-length',
  });
  direct = await startAppServer({ SMTP_URL: mailbox.smtpUrl });
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
  await mailbox?.close();
});

describe('cross-origin writes', () => {
  it('refuses a state-changing request from another origin with 403 and changes nothing', async () => {
    const email = uniqueEmail();
    const evil = new ApiClient(proxied.url, {
      forwardedFor: uniqueIp(),
      origin: 'https://evil.example',
    });
    expect(
      await evil.postJson('/api/auth/sign-up', { name: 'Eve', email, password: PASSWORD }),
    ).toEqual({
      status: 403,
      body: { error: 'Cross-origin requests are not allowed.' },
    });
    // Nothing was recorded: a resend (answered the same for any address) mails nothing.
    const before = mailbox.messages.length;
    const resend = await new ApiClient(proxied.url, { forwardedFor: uniqueIp() }).postJson(
      '/api/auth/resend-code',
      { email },
    );
    expect(resend).toEqual({
      status: 200,
      body: { status: 'sent', mail: expect.stringMatching(/^(sent|delayed)$/) },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.messages.slice(before).some((mail) => mail.to.includes(email))).toBe(false);
  });

  it('refuses a browser request marked cross-site even without an Origin header', async () => {
    const api = new ApiClient(proxied.url, { forwardedFor: uniqueIp(), origin: null });
    const response = await api.post('/api/auth/sign-out', {}, { 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
  });

  it('lets same-origin requests and non-browser clients through', async () => {
    const same = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
    expect((await same.postJson('/api/auth/sign-out')).status).toBe(200);
    const script = new ApiClient(proxied.url, { forwardedFor: uniqueIp(), origin: null });
    expect((await script.postJson('/api/auth/sign-out')).status).toBe(200);
  });
});

describe('per-IP limits', () => {
  it('allows 10 sign-ups an hour from one address, then answers 429 with Retry-After', async () => {
    const ip = uniqueIp();
    const api = new ApiClient(proxied.url, { forwardedFor: ip });
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await api.postJson('/api/auth/sign-up', {
            name: 'Ada',
            email: uniqueEmail(),
            password: PASSWORD,
          })
        ).status,
      ).toBe(200);
    }
    const refused = await api.post('/api/auth/sign-up', {
      name: 'Ada',
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // Another address is not affected.
    const other = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
    expect(
      (
        await other.postJson('/api/auth/sign-up', {
          name: 'Ada',
          email: uniqueEmail(),
          password: PASSWORD,
        })
      ).status,
    ).toBe(200);
  }, 180_000); // Eleven sign-ups: room for a loaded machine.

  it('ignores X-Forwarded-For unless the peer is a trusted proxy: rotating it does not escape the limit', async () => {
    let lastStatus = 0;
    for (let i = 0; i < 11; i++) {
      const spoofing = new ApiClient(direct.url, { forwardedFor: uniqueIp() });
      lastStatus = (
        await spoofing.postJson('/api/auth/sign-up', {
          name: 'Ada',
          email: uniqueEmail(),
          password: PASSWORD,
        })
      ).status;
    }
    expect(lastStatus).toBe(429);
  }, 180_000);
});

describe('per-account limits', () => {
  it('sends at most 5 codes an hour to one account at the request of one client address; other addresses keep their own', async () => {
    const email = uniqueEmail();
    await new ApiClient(proxied.url, { forwardedFor: uniqueIp() }).postJson('/api/auth/sign-up', {
      name: 'Ada',
      email,
      password: PASSWORD,
    });
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // A fresh browser each time: the limit holds for the address, whatever its cookies.
      const api = new ApiClient(proxied.url, { forwardedFor: ip });
      statuses.push((await api.postJson('/api/auth/resend-code', { email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const before = mailbox.messages.length;
    const elsewhere = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
    expect((await elsewhere.postJson('/api/auth/resend-code', { email })).status).toBe(200);
    await mailbox.waitForCode(email, { after: before });
  });

  it('bounds a distributed attack at 30 codes an hour per account, and still mails the browser that signed up', async () => {
    const email = uniqueEmail();
    const signer = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
    await signer.postJson('/api/auth/sign-up', { name: 'Ada', email, password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const stranger = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
      statuses.push((await stranger.postJson('/api/auth/resend-code', { email })).status);
    }
    // The sign-up's code was the first of the hour's 30.
    expect(statuses.slice(0, 29)).toEqual(Array(29).fill(200));
    const refused = await new ApiClient(proxied.url, { forwardedFor: uniqueIp() }).postJson(
      '/api/auth/resend-code',
      { email },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^Too many codes were sent to this e-mail address\. Please wait \d+ minutes? and try again, or ask in a browser that signed up or signed in with it before\.$/,
    );
    expect(statuses[29]).toBe(429);
    // The browser holding the sign-up's ticket is not refused, and its code works.
    const before = mailbox.messages.length;
    expect(await signer.postJson('/api/auth/resend-code', { email })).toEqual({
      status: 200,
      body: { status: 'sent', mail: expect.stringMatching(/^(sent|delayed)$/) },
    });
    const code = await mailbox.waitForCode(email, { after: before });
    expect((await signer.postJson('/api/auth/verify', { email, code })).body).toEqual({
      status: 'complete',
    });
  });

  it('under the same attack "Forgot password" still mails a browser the account signed in from', async () => {
    const email = uniqueEmail();
    const owner = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
    const before = mailbox.messages.length;
    await owner.postJson('/api/auth/sign-up', { name: 'Ada', email, password: PASSWORD });
    const code = await mailbox.waitForCode(email, { after: before });
    expect((await owner.postJson('/api/auth/verify', { email, code })).status).toBe(200);
    for (let i = 0; i < 31; i++) {
      await new ApiClient(proxied.url, { forwardedFor: uniqueIp() }).postJson(
        '/api/auth/forgot-password',
        { email },
      );
    }
    const newBrowser = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
    expect((await newBrowser.postJson('/api/auth/forgot-password', { email })).status).toBe(429);
    const asked = mailbox.messages.length;
    expect(await owner.postJson('/api/auth/forgot-password', { email })).toEqual({
      status: 200,
      body: { status: 'sent', mail: expect.stringMatching(/^(sent|delayed)$/) },
    });
    const resetCode = await mailbox.waitForCode(email, { after: asked });
    expect(
      (
        await owner.postJson('/api/auth/reset-password', {
          email,
          code: resetCode,
          password: 'Copper-Meadow-Falcon-77',
        })
      ).body,
    ).toEqual({ status: 'complete' });
  });

  it('limits code checks per account and address, and other addresses cannot use up the owner checks', async () => {
    const email = uniqueEmail();
    const owner = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
    await owner.postJson('/api/auth/sign-up', { name: 'Ada', email, password: PASSWORD });
    const guesser = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      statuses.push(
        (await guesser.postJson('/api/auth/verify', { email, code: String(100000 + i) })).status,
      );
    }
    expect(statuses.slice(0, 15).every((status) => status === 400)).toBe(true);
    expect(statuses[15]).toBe(429);
    // Strangers spent their own checks; the owner asks for a new code and uses it.
    const before = mailbox.messages.length;
    expect((await owner.postJson('/api/auth/resend-code', { email })).status).toBe(200);
    const code = await mailbox.waitForCode(email, { after: before });
    expect((await owner.postJson('/api/auth/verify', { email, code })).body).toEqual({
      status: 'complete',
    });
  });
});

describe('testing links', () => {
  it('denies a wrong secret, grants the right one, and limits guessing', async () => {
    const ip = uniqueIp();
    const api = new ApiClient(proxied.url, { forwardedFor: ip });
    expect(
      await api.postJson('/api/testing', { secret: 'a-testing-secret-of-some-lengtH' }),
    ).toEqual({
      status: 403,
      body: { error: 'Invalid testing credentials. Please check your link and try again.' },
    });
    expect(
      await api.postJson('/api/testing', { secret: 'a-testing-secret-of-some-length' }),
    ).toEqual({ status: 200, body: { status: 'granted' } });
    expect(api.cookies.has('citable_tester')).toBe(true);
    expect((await (await api.get('/api/auth/session')).json()).isTester).toBe(true);
    expect((await api.delete('/api/testing')).status).toBe(200);
    expect((await (await api.get('/api/auth/session')).json()).isTester).toBe(false);
    for (let i = 0; i < 8; i++) await api.postJson('/api/testing', { secret: `guess-${i}` });
    expect(
      (await api.postJson('/api/testing', { secret: 'a-testing-secret-of-some-length' })).status,
    ).toBe(429);
  });

  it('denies every link when TESTING_SECRET is unset', async () => {
    const api = new ApiClient(direct.url);
    expect((await api.postJson('/api/testing', { secret: 'anything-at-all' })).status).toBe(403);
    expect((await api.postJson('/api/testing', { secret: '' })).status).toBe(400);
  });

  it('a tester cookie that was never issued grants nothing', async () => {
    const api = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
    api.cookies.set('citable_tester', 'made-up-token');
    expect((await (await api.get('/api/auth/session')).json()).isTester).toBe(false);
  });
});

describe('bad input', () => {
  it.each([
    ['not json', 'application/json', 'The request body is not valid JSON.', 400],
    [
      '{"email":"a@example.com"}',
      'text/plain',
      'Send the request as JSON (Content-Type: application/json).',
      415,
    ],
    ['[1,2,3]', 'application/json', 'The request body must be a JSON object.', 400],
    ['null', 'application/json', 'The request body must be a JSON object.', 400],
    ['{"email":{"$ne":1},"password":"x"}', 'application/json', 'Please enter a valid email', 400],
  ])('refuses %j (%s) with a clear message', async (body, type, message, status) => {
    const api = new ApiClient(proxied.url, { forwardedFor: uniqueIp() });
    const response = await api.request('POST', '/api/auth/sign-in', body, { 'Content-Type': type });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
  });
});
