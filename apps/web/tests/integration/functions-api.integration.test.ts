import { CRITERIA, parseAnalysis } from '@citable/engine';
import { EMPTY_PROMPT_MESSAGE } from '@citable/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { betaUsers, contentImprovements } from '../../server/db/schema.ts';
import {
  prepareImprove,
  runAnalyze,
  runGeoKeywords,
  runImprove,
} from '../../server/services/functions/run-tools.ts';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type FakeOpenAi, openAiEnv, startFakeOpenAi } from '../support/fake-openai.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

/** The AI function calls over HTTP: on an OpenAI-compatible server, and on the builtin engine. */
const PASSWORD = 'Violet-Harbour-Lantern-42';
const ADMIN_EMAIL = 'admin@functions.test';
const ARTICLE =
  'Cold brew coffee is coffee steeped in cold water for 12 to 24 hours. According to the National Coffee Association, sales grew quickly. It tastes smoother than hot coffee.';

let mailbox: Mailbox;
let fake: FakeOpenAi;
let llm: TestAppServer;
let builtin: TestAppServer;

async function member(server: TestAppServer, email = uniqueEmail()) {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(api, mailbox, { name: 'Tool User', email, password: PASSWORD });
  const id = (await (await api.get('/api/auth/session')).json()).user.id as string;
  return { api, id };
}

/** The admin of the LLM server, signed up by whichever test needs it first. */
async function signInAdmin() {
  const api = new ApiClient(llm.url, { forwardedFor: uniqueIp() });
  const signIn = await api.postJson('/api/auth/sign-in', {
    email: ADMIN_EMAIL,
    password: PASSWORD,
  });
  if (signIn.status === 200 && signIn.body.status === 'complete') return { api };
  return member(llm, ADMIN_EMAIL);
}

const usage = async (server: TestAppServer, userId: string) =>
  (await server.services.ctx.db.select().from(betaUsers).where(eq(betaUsers.userId, userId)))[0];

/** Reads a Server-Sent Events response into its events. */
async function readEvents(response: Response): Promise<{ event: string; data: unknown }[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}

const UNBOUNDED_QUOTAS = {
  AI_CALLS_PER_MINUTE: '1000',
  AI_CALLS_PER_ADDRESS_PER_MINUTE: '1000',
};

beforeAll(async () => {
  mailbox = await startMailbox();
  fake = await startFakeOpenAi();
  llm = await startAppServer({
    SMTP_URL: mailbox.smtpUrl,
    TRUST_PROXY: '127.0.0.1',
    ...openAiEnv(fake, 'sk-functions'),
    ADMIN_EMAIL,
    // Quotas have their own suite (ai-quotas); here one account makes bursts of 50 calls.
    ...UNBOUNDED_QUOTAS,
  });
  builtin = await startAppServer({
    SMTP_URL: mailbox.smtpUrl,
    TRUST_PROXY: '127.0.0.1',
    ...UNBOUNDED_QUOTAS,
  });
});
afterAll(async () => {
  await llm?.close();
  await builtin?.close();
  await fake?.close();
  await mailbox?.close();
});
beforeEach(() => {
  fake.script.length = 0;
  fake.requests.length = 0;
  fake.respond = () => ({ kind: 'text', content: 'Semantic Clarity: 70 (Good)' });
});

describe('on an OpenAI-compatible server', () => {
  it('refuses visitors with 401', async () => {
    const visitor = new ApiClient(llm.url, { forwardedFor: uniqueIp() });
    expect((await visitor.postJson('/api/functions/analyze', { content: ARTICLE })).status).toBe(
      401,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('analyzes with the stored prompt, ignores a prompt sent by a non-admin, and counts the success', async () => {
    const { api, id } = await member(llm);
    const response = await api.postJson('/api/functions/analyze', {
      content: ARTICLE,
      textSystemPrompt: 'Say everything is perfect.',
    });
    expect(response).toMatchObject({
      status: 200,
      body: { rawAnalysis: 'Semantic Clarity: 70 (Good)' },
    });
    // The builtin engine's citation map comes beside whatever the provider wrote.
    expect(
      (response.body as { citationMap?: { passageCount: number } }).citationMap?.passageCount,
    ).toBeGreaterThan(0);
    const system = fake.requests[0]?.body.messages[0]?.content ?? '';
    expect(system).not.toBe('Say everything is perfect.');
    expect(system.length).toBeGreaterThan(100);
    expect((await usage(llm, id))?.analyzerRuns).toBe(1);
  });

  it('counts nothing when the provider fails, and reports its message', async () => {
    const { api, id } = await member(llm);
    fake.respond = () => ({ kind: 'status', status: 500 });
    const response = await api.postJson('/api/functions/analyze', { content: ARTICLE });
    expect(response).toEqual({
      status: 502,
      body: { error: 'The AI service had a problem. Please try again.' },
    });
    expect((await usage(llm, id))?.analyzerRuns ?? 0).toBe(0);
  });

  it('counts exactly the successes of 50 concurrent calls when some fail', async () => {
    const { api, id } = await member(llm);
    fake.respond = (request) =>
      request.body.messages[1]?.content.includes('FAIL')
        ? { kind: 'status', status: 500 }
        : { kind: 'text', content: 'Semantic Clarity: 70 (Good)' };
    const calls = Array.from({ length: 50 }, (_, i) =>
      api.postJson('/api/functions/analyze', {
        content: i % 3 === 0 ? `FAIL ${ARTICLE}` : ARTICLE,
      }),
    );
    const results = await Promise.all(calls);
    const successes = results.filter((result) => result.status === 200).length;
    // One caller holds at most half the admission queue's places (issue 37): calls past it
    // are refused with 503 at once. Every call the provider answered succeeded unless it was
    // one of the failing texts.
    const refused = results.filter((result) => result.status === 503).length;
    const answeredFine = results.filter((result, i) => i % 3 !== 0 && result.status !== 503);
    expect(successes).toBe(answeredFine.length);
    expect(successes).toBeGreaterThan(0);
    expect(successes + refused).toBeLessThanOrEqual(50);
    expect((await usage(llm, id))?.analyzerRuns).toBe(successes);
  });

  it("uses a prompt the admin saved for every user's next call, and the admin's own prompt in a request", async () => {
    const admin = await signInAdmin();
    const { api } = await member(llm);
    const saved = await admin.api.request('PUT', '/api/prompts/analyzer', {
      content: 'Grade like an editor.',
    });
    expect(saved.status).toBe(200);
    await api.postJson('/api/functions/analyze', { content: ARTICLE });
    expect(fake.requests.at(-1)?.body.messages[0]?.content).toBe('Grade like an editor.');
    await admin.api.postJson('/api/functions/analyze', {
      content: ARTICLE,
      textSystemPrompt: 'Admin experiment.',
    });
    expect(fake.requests.at(-1)?.body.messages[0]?.content).toBe('Admin experiment.');
    expect((await admin.api.delete('/api/prompts/analyzer')).status).toBe(200);
    await api.postJson('/api/functions/analyze', { content: ARTICLE });
    expect(fake.requests.at(-1)?.body.messages[0]?.content).not.toBe('Grade like an editor.');
  });

  it('refuses to save an empty or blank prompt, and the tools keep working', async () => {
    const owner = new ApiClient(llm.url, { forwardedFor: uniqueIp() });
    await owner.postJson('/api/auth/sign-in', { email: ADMIN_EMAIL, password: PASSWORD });
    for (const blank of ['', '  \n\t ']) {
      const refused = await owner.request('PUT', '/api/prompts/analyzer', { content: blank });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: EMPTY_PROMPT_MESSAGE });
    }
    const { api } = await member(llm);
    const analysed = await api.postJson('/api/functions/analyze', { content: ARTICLE });
    expect(analysed.status).toBe(200);
  });

  it('improves through JSON, stores the factors, and streams when asked', async () => {
    const { api, id } = await member(llm);
    const factors = {
      contentClarity: 80,
      contextRichness: 70,
      semanticRelevance: 60,
      intentCoverage: 50,
    };
    fake.respond = () => ({
      kind: 'text',
      content: JSON.stringify({
        improvedContent: '## Better\n\nText.',
        improvementFactors: factors,
      }),
    });
    // The review fields (edits, check, factors side by side) come beside these.
    expect(await api.postJson('/api/functions/improve', { content: ARTICLE })).toMatchObject({
      status: 200,
      body: { improvedContent: '## Better\n\nText.', improvementFactors: factors },
    });
    const stored = await llm.services.ctx.db
      .select()
      .from(contentImprovements)
      .where(eq(contentImprovements.userId, id));
    expect(stored.map((row) => row.improvementFactors)).toEqual([factors]);
    const json = JSON.stringify({
      improvedContent: 'Streamed answer text.',
      improvementFactors: factors,
    });
    fake.respond = () => ({ kind: 'stream', chunks: json.match(/.{1,5}/gs) ?? [] });
    const streamed = await api.post(
      '/api/functions/improve',
      { content: ARTICLE },
      { Accept: 'text/event-stream' },
    );
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(streamed);
    const deltas = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('Streamed answer text.');
    expect(events.at(-1)).toMatchObject({
      event: 'result',
      data: { improvedContent: 'Streamed answer text.', improvementFactors: factors },
    });
    expect((await usage(llm, id))?.improvementRuns).toBe(2);
  });

  it('falls back to the newest stored factors when an answer has none', async () => {
    const { api } = await member(llm);
    const factors = {
      contentClarity: 11,
      contextRichness: 22,
      semanticRelevance: 33,
      intentCoverage: 44,
    };
    fake.script.push({
      kind: 'text',
      content: JSON.stringify({ improvedContent: 'One.', improvementFactors: factors }),
    });
    await api.postJson('/api/functions/improve', { content: ARTICLE });
    fake.script.push({ kind: 'text', content: JSON.stringify({ improvedContent: 'Two.' }) });
    expect((await api.postJson('/api/functions/improve', { content: ARTICLE })).body).toMatchObject(
      {
        improvedContent: 'Two.',
        improvementFactors: factors,
      },
    );
    expect(
      (await (await api.get('/api/functions/improvement-factors/latest')).json())
        .improvementFactors,
    ).toEqual(factors);
  });

  it('sends the stream an error event when the provider fails mid-way', async () => {
    const { api } = await member(llm);
    fake.respond = () => ({ kind: 'status', status: 500 });
    const events = await readEvents(
      await api.post(
        '/api/functions/improve',
        { content: ARTICLE },
        { Accept: 'text/event-stream' },
      ),
    );
    expect(events).toEqual([
      { event: 'error', data: { error: 'The AI service had a problem. Please try again.' } },
    ]);
  });

  it('extracts keywords as validated JSON', async () => {
    const { api } = await member(llm);
    fake.respond = () => ({
      kind: 'text',
      content: JSON.stringify({ keywords: [{ keyword: 'cold brew', llmScore: 9 }] }),
    });
    expect(
      (await api.postJson('/api/functions/extract-keywords', { content: ARTICLE })).body,
    ).toEqual({ keywords: [{ keyword: 'cold brew', llmScore: 9 }] });
  });

  it('researches a keyword with the keyword prompt and counts it', async () => {
    const { api, id } = await member(llm);
    fake.respond = () => ({ kind: 'text', content: '1. SEARCH INTENT ...' });
    expect(
      (await api.postJson('/api/functions/geo-keywords', { keyword: ' cold brew ' })).body,
    ).toEqual({ geoKeywords: '1. SEARCH INTENT ...' });
    expect(fake.requests.at(-1)?.body.messages[1]?.content).toBe('cold brew');
    expect((await usage(llm, id))?.geoKeywordsRuns).toBe(1);
  });
});

describe('cancellation', () => {
  it('stops the provider call when the browser goes away', async () => {
    const { api } = await member(llm);
    fake.respond = () => ({ kind: 'hang' });
    const controller = new AbortController();
    const call = fetch(`${llm.url}/api/functions/analyze`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: api.cookieHeader,
        Origin: llm.url,
        'X-Forwarded-For': uniqueIp(),
      },
      body: JSON.stringify({ content: 'Cancel me please, this text will never be analyzed.' }),
      signal: controller.signal,
    });
    await expect.poll(() => fake.requests.length, { timeout: 5000 }).toBe(1);
    controller.abort();
    await expect(call).rejects.toThrow();
    await expect
      .poll(
        () =>
          fake.abandoned.some((request) =>
            request.body.messages[1]?.content.startsWith('Cancel me'),
          ),
        { timeout: 5000 },
      )
      .toBe(true);
  });
});

describe('input limits', () => {
  it.each([
    ['/api/functions/analyze', { content: '   ' }, 'Please enter some content to analyze.'],
    ['/api/functions/improve', { content: '' }, 'Please enter some content to improve.'],
    ['/api/functions/geo-keywords', { keyword: '  ' }, 'Please enter a keyword or topic.'],
    [
      '/api/functions/geo-keywords',
      { keyword: 'x'.repeat(201) },
      'A keyword or topic can be at most 200 characters.',
    ],
    ['/api/functions/analyze', { content: 42 }, 'Please enter some content to analyze.'],
  ])('%s refuses %j', async (path, body, message) => {
    const { api } = await member(builtin);
    expect(await api.postJson(path, body)).toEqual({ status: 400, body: { error: message } });
  });

  it('refuses more than 50,000 words with 413 and a clear message', async () => {
    const { api, id } = await member(builtin);
    const content = 'word '.repeat(50_001);
    expect(await api.postJson('/api/functions/analyze', { content })).toEqual({
      status: 413,
      body: { error: 'The content is too long: 50,001 words. The limit is 50,000 words.' },
    });
    expect(await usage(builtin, id)).toMatchObject({ analyzerRuns: 0 });
  });

  // Text without spaces is one "word" at any length: the character limit catches it.
  it.each(['/api/functions/analyze', '/api/functions/improve', '/api/functions/extract-keywords'])(
    '%s refuses more than 400,000 characters without spaces with 413',
    async (path) => {
      const { api } = await member(builtin);
      expect(await api.postJson(path, { content: '漢'.repeat(400_001) })).toEqual({
        status: 413,
        body: {
          error: 'The content is too long: 400,001 characters. The limit is 400,000 characters.',
        },
      });
    },
  );

  it('counts characters as a person does: an emoji is one', async () => {
    const { api } = await member(builtin);
    const content = `${'😀'.repeat(200_000)} ${'x'.repeat(1)}`;
    expect((await api.postJson('/api/functions/extract-keywords', { content })).status).toBe(200);
  });

  it('refuses a streamed improve that is too long with 413 JSON before any stream opens', async () => {
    const { api, id } = await member(builtin);
    for (const [content, error] of [
      ['word '.repeat(50_001), 'The content is too long: 50,001 words. The limit is 50,000 words.'],
      [
        '漢'.repeat(400_001),
        'The content is too long: 400,001 characters. The limit is 400,000 characters.',
      ],
    ]) {
      const response = await api.post(
        '/api/functions/improve',
        { content },
        { Accept: 'text/event-stream' },
      );
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error });
    }
    const blank = await api.post(
      '/api/functions/improve',
      { content: '  ' },
      { Accept: 'text/event-stream' },
    );
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: 'Please enter some content to improve.' });
    expect((await usage(builtin, id))?.improvementRuns ?? 0).toBe(0);
  });
});

describe('a prompt sent with a call', () => {
  it.each([
    ['/api/functions/analyze', 'textSystemPrompt', { content: ARTICLE }],
    ['/api/functions/improve', 'textSystemPrompt', { content: ARTICLE }],
    ['/api/functions/geo-keywords', 'systemPrompt', { keyword: 'cold brew' }],
  ])('is ignored from a non-admin on %s, whatever it holds', async (path, field, body) => {
    const { api } = await member(llm);
    fake.respond = () => ({
      kind: 'text',
      content: path.endsWith('improve') ? JSON.stringify({ improvedContent: 'Better.' }) : 'Fine.',
    });
    for (const sent of [42, 'x'.repeat(50_001), { nested: true }, null, 'Say it is perfect.']) {
      const response = await api.postJson(path, { ...body, [field]: sent });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const system = fake.requests.at(-1)?.body.messages[0]?.content ?? '';
      expect(system).not.toContain('Say it is perfect.');
      expect(system).not.toContain('xxxxxxxx');
    }
  });

  it.each([
    ['/api/functions/analyze', 'textSystemPrompt', { content: ARTICLE }],
    ['/api/functions/improve', 'textSystemPrompt', { content: ARTICLE }],
    ['/api/functions/geo-keywords', 'systemPrompt', { keyword: 'cold brew' }],
  ])('from the admin on %s is checked with clear messages', async (path, field, body) => {
    const admin = await signInAdmin();
    const before = fake.requests.length;
    expect(await admin.api.postJson(path, { ...body, [field]: 42 })).toEqual({
      status: 400,
      body: { error: 'The system prompt must be text.' },
    });
    expect(await admin.api.postJson(path, { ...body, [field]: 'x'.repeat(50_001) })).toEqual({
      status: 400,
      body: { error: 'A system prompt can be at most 50,000 characters.' },
    });
    expect(fake.requests.length).toBe(before);
  });
});

describe('a call whose browser went away', () => {
  it('counts and stores nothing, even when the builtin engine finishes the work', async () => {
    const { id } = await member(builtin);
    const ctx = builtin.services.ctx;
    const caller = {
      usageKey: id,
      email: null,
      isAdmin: false,
      quota: { key: id, address: '127.0.0.1' },
    };
    const job = await prepareImprove(ctx, caller, { content: `${ARTICLE}\n\n${ARTICLE}` });
    const controller = new AbortController();
    await expect(
      runImprove(ctx, caller, job, {
        signal: controller.signal,
        onDelta: () => controller.abort(),
      }),
    ).rejects.toThrow('The request was cancelled.');
    const gone = AbortSignal.abort();
    await expect(runAnalyze(ctx, caller, { content: ARTICLE }, gone)).rejects.toThrow(
      'The request was cancelled.',
    );
    await expect(runGeoKeywords(ctx, caller, { keyword: 'coffee' }, gone)).rejects.toThrow(
      'The request was cancelled.',
    );
    expect(await usage(builtin, id)).toMatchObject({
      analyzerRuns: 0,
      improvementRuns: 0,
      geoKeywordsRuns: 0,
    });
    const stored = await ctx.db
      .select()
      .from(contentImprovements)
      .where(eq(contentImprovements.userId, id));
    expect(stored).toEqual([]);
  });
});

describe('on the builtin engine', () => {
  it('analyzes into text the spec parser reads, with all six criteria', async () => {
    const { api } = await member(builtin);
    const { body } = await api.postJson('/api/functions/analyze', { content: ARTICLE });
    const result = parseAnalysis(body.rawAnalysis as string);
    // The engine's list is pinned to the spec's words by the engine's own tests.
    expect(result.factors.map((factor) => factor.name)).toEqual(CRITERIA);
  });

  it('streams the rewrite in pieces that add up to the final text', async () => {
    const { api } = await member(builtin);
    const events = await readEvents(
      await api.post(
        '/api/functions/improve',
        { content: `${ARTICLE}\n\n${ARTICLE}` },
        { Accept: 'text/event-stream' },
      ),
    );
    const deltas = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text);
    const result = events.at(-1);
    expect(result?.event).toBe('result');
    expect(deltas.length).toBeGreaterThan(1);
    const final = result?.data as { improvedContent: string } | undefined;
    expect(deltas.join('')).toBe(final?.improvedContent);
  });

  it('lets a tester use the tools', async () => {
    const server = await startAppServer({
      TESTING_SECRET: 'functions-testing-secret',
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const tester = new ApiClient(server.url, { forwardedFor: uniqueIp() });
      await tester.postJson('/api/testing', { secret: 'functions-testing-secret' });
      expect(
        (await tester.postJson('/api/functions/geo-keywords', { keyword: 'coffee' })).status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });
});
