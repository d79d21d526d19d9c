import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { betaUsers } from '../../server/db/schema.ts';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

/**
 * Issue 8, finding 8: one tester cookie sent 500 analyze calls in 2.9 s and all 500 reached
 * the LLM. Now each caller has a quota, and a process-wide cap queues a burst.
 */
const TESTING_SECRET = 'quota-testing-secret-0123456789';
const PASSWORD = 'Violet-Harbour-Lantern-42';
const PER_MINUTE = 20;
const MAX_CONCURRENT = 4;
const ARTICLE =
  'Cold brew coffee is coffee steeped in cold water for 12 to 24 hours. It tastes smoother than hot coffee.';

let fake: FakeOpenAi;
let mailbox: Mailbox;
let server: TestAppServer;

async function tester(): Promise<ApiClient> {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  const opened = await api.postJson('/api/testing', { secret: TESTING_SECRET });
  expect(opened.status).toBe(200);
  return api;
}

async function member(): Promise<ApiClient> {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  const email = uniqueEmail('quota');
  await signUpAndVerify(api, mailbox, { name: 'Quota User', email, password: PASSWORD });
  return api;
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  mailbox = await startMailbox();
  server = await startAppServer({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: 'sk-quota',
    AI_MODEL: 'fake-model',
    TESTING_SECRET,
    SMTP_URL: mailbox.smtpUrl,
    TRUST_PROXY: '127.0.0.1',
    AI_CALLS_PER_MINUTE: String(PER_MINUTE),
    AI_CALLS_PER_DAY: '1000',
    AI_MAX_CONCURRENT_CALLS: String(MAX_CONCURRENT),
  });
}, 180_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
  await mailbox?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.mostInFlight = 0;
  fake.respond = () => ({ kind: 'text', content: 'Semantic Clarity: 70 (Good)', delayMs: 20 });
});

describe('AI quotas per caller', { timeout: 120_000 }, () => {
  it('lets 500 rapid calls from one tester session reach the provider at most the quota, the rest 429 with Retry-After', async () => {
    const api = await tester();
    const responses = await Promise.all(
      Array.from({ length: 500 }, () => api.post('/api/functions/analyze', { content: ARTICLE })),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(500 - PER_MINUTE);
    expect(fake.requests.length).toBeLessThanOrEqual(PER_MINUTE);
    expect(fake.requests).toHaveLength(PER_MINUTE);
    // The burst queued behind the process-wide cap instead of fanning out.
    expect(fake.mostInFlight).toBeLessThanOrEqual(MAX_CONCURRENT);

    const refused = responses.findIndex((response) => response.status === 429);
    const retryAfter = Number(responses[refused]?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(bodies[refused]).toEqual({
      error: expect.stringMatching(
        /^You have used this minute's 20 AI calls\. Please wait (\d+ seconds|1 minute) and try again\.$/,
      ),
    });

    // Only the calls that were answered are counted as usage.
    const rows = await server.services.ctx.db
      .select()
      .from(betaUsers)
      .where(like(betaUsers.userId, 'tester:%'));
    expect(rows.map((row) => row.analyzerRuns)).toEqual([PER_MINUTE]);
  });

  it('counts every tool against one quota, and each caller has its own', async () => {
    const api = await tester();
    for (let i = 0; i < PER_MINUTE; i++) {
      const path = i % 2 ? '/api/functions/geo-keywords' : '/api/functions/analyze';
      const body = i % 2 ? { keyword: 'cold brew' } : { content: ARTICLE };
      expect((await api.post(path, body)).status).toBe(200);
    }
    for (const [path, body] of [
      ['/api/functions/analyze', { content: ARTICLE }],
      ['/api/functions/improve', { content: ARTICLE }],
      ['/api/functions/extract-keywords', { content: ARTICLE }],
      ['/api/functions/geo-keywords', { keyword: 'cold brew' }],
    ] as const) {
      const response = await api.post(path, body);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(fake.requests).toHaveLength(PER_MINUTE);

    const account = await member();
    expect((await account.post('/api/functions/analyze', { content: ARTICLE })).status).toBe(200);
    expect(
      (await (await tester()).post('/api/functions/analyze', { content: ARTICLE })).status,
    ).toBe(200);
  });

  it('costs nothing for a call refused before the provider (bad input)', async () => {
    const api = await tester();
    for (let i = 0; i < PER_MINUTE + 5; i++) {
      expect((await api.post('/api/functions/analyze', { content: '   ' })).status).toBe(400);
    }
    expect((await api.post('/api/functions/analyze', { content: ARTICLE })).status).toBe(200);
  });
});

describe('the concurrency cap', { timeout: 120_000 }, () => {
  it('never sends a queued call whose browser went away', async () => {
    const first = await tester();
    const second = await tester();
    // The busy calls hold their slots until the queued call is gone: with a fixed delay, a
    // loaded machine ran the abort after the slots freed, and the queued call went out.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.respond = () => ({
      kind: 'text',
      content: 'Semantic Clarity: 70 (Good)',
      heldUntil: held,
    });
    // Fill every slot, then queue one more call and leave before its turn.
    const busy = Array.from({ length: MAX_CONCURRENT }, () =>
      first.post('/api/functions/analyze', { content: ARTICLE }),
    );
    await expect.poll(() => fake.requests.length).toBe(MAX_CONCURRENT);
    const controller = new AbortController();
    const queued = fetch(`${server.url}/api/functions/analyze`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: second.cookieHeader,
        Origin: server.url,
        'X-Forwarded-For': uniqueIp(),
      },
      body: JSON.stringify({ content: `Leaving early. ${ARTICLE}` }),
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await expect(queued).rejects.toThrow();
    // The server learns of the closed connection on its own time; then the slots free.
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    for (const response of await Promise.all(busy)) expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.requests.some((r) => r.body.messages[1]?.content.startsWith('Leaving'))).toBe(
      false,
    );
    expect(fake.requests).toHaveLength(MAX_CONCURRENT);
  });
});
