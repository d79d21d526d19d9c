import { applyEdits, defaultAcceptedIds } from '@citable/engine';
import { ImproveReview } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type FakeOpenAi, openAiEnv, startFakeOpenAi } from '../support/fake-openai.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

// Issue 11: the review beside every rewrite. The builtin engine's rewrite is its edits
// applied; an LLM's rewrite (from a real HTTP server speaking the OpenAI protocol) is checked
// for the numbers, names, code and structure it dropped or invented.
const PASSWORD = 'Violet-Harbour-Lantern-42';
const ORIGINAL = [
  'Redis is an in-memory data store used as a database, cache and message broker.',
  '',
  'It keeps the whole dataset in memory, so reads take well under 1 millisecond, as Salvatore',
  'Sanfilippo explained when he released it in 2009.',
  '',
  '```sh',
  'redis-server --port 6379',
  '```',
  '',
  '| command | effect |',
  '| --- | --- |',
  '| SET | stores a value |',
  '',
  'Redis persists data with snapshots every 60 seconds when at least 1000 keys changed. It also',
  'writes an append-only file that replays every write after a restart.',
].join('\n');

let mailbox: Mailbox;
let fake: FakeOpenAi;
let llm: TestAppServer;
let builtin: TestAppServer;

async function member(server: TestAppServer) {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  const email = uniqueEmail('review');
  await signUpAndVerify(api, mailbox, { name: 'Review User', email, password: PASSWORD });
  return api;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  fake = await startFakeOpenAi();
  llm = await startAppServer({
    SMTP_URL: mailbox.smtpUrl,
    TRUST_PROXY: '127.0.0.1',
    ...openAiEnv(fake, 'sk-review'),
  });
  builtin = await startAppServer({ SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await llm?.close();
  await builtin?.close();
  await fake?.close();
  await mailbox?.close();
});

describe('the review beside a rewrite', () => {
  it('lists what an LLM rewrite dropped or invented, and scores both texts alike', async () => {
    const api = await member(llm);
    const rewrite = [
      '## What is Redis?',
      '',
      'Redis is the fastest in-memory data store, trusted by Amazon. Reads take under 2 milliseconds.',
      '',
      '```',
      'redis-server --port 6379',
      '```',
      '',
      'Redis persists data with snapshots and an append-only file.',
    ].join('\n');
    fake.respond = () => ({
      kind: 'text',
      content: JSON.stringify({
        improvedContent: rewrite,
        improvementFactors: {
          contentClarity: 99,
          contextRichness: 99,
          semanticRelevance: 99,
          intentCoverage: 99,
        },
      }),
    });
    const { status, body } = await api.postJson('/api/functions/improve', { content: ORIGINAL });
    expect(status).toBe(200);
    expect(body.improvedContent).toBe(rewrite);
    const review = ImproveReview.parse(body);
    expect(review.edits).toEqual([]);
    expect(review.check.isFaithful).toBe(false);
    expect(review.check.inventedNumbers).toContain('2');
    expect(review.check.droppedNumbers).toEqual(
      expect.arrayContaining(['1', '2009', '60', '1000']),
    );
    expect(review.check.inventedNames).toContain('Amazon');
    expect(review.check.droppedNames).toEqual(expect.arrayContaining(['Salvatore', 'Sanfilippo']));
    expect(review.check.droppedCode).toContain('```sh');
    expect(review.check.structureChanges.join(' ')).toMatch(/a table is missing/);
    // The model's own 99s are kept as the spec's field; the engine measures both texts alike.
    expect(review.rewriteFactors.contentClarity).toBeLessThan(99);
    expect(review.originalFactors.contentClarity).toBeGreaterThan(0);
    // Both figures are claims to verify: a person named without a link or a citation is no
    // source a reader can check (as the analyzer reads it), so the improver says so.
    const claims = review.claims.map((claim) => `${claim.sentence} | ${claim.reason}`);
    expect(claims.find((claim) => claim.includes('every 60 seconds'))).toMatch(
      /carries a figure with no source/,
    );
    expect(claims.find((claim) => claim.includes('1 millisecond'))).toMatch(
      /credits a study, an expert or an institute that no reader can check/,
    );
  });

  it('returns the builtin engine’s edits, and its rewrite is exactly those edits applied', async () => {
    const api = await member(builtin);
    const { status, body } = await api.postJson('/api/functions/improve', { content: ORIGINAL });
    expect(status).toBe(200);
    const review = ImproveReview.parse(body);
    expect(review.edits.length).toBeGreaterThan(0);
    expect(review.edits.map((edit) => edit.kind)).toContain('pronoun');
    expect(body.improvedContent).toBe(
      applyEdits(ORIGINAL, review.edits, defaultAcceptedIds(review.edits)),
    );
    expect(review.check.isFaithful).toBe(true);
    expect(body.improvementFactors).toEqual(review.rewriteFactors);
  });
});
