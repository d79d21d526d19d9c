import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

/** Issue 34 "Work is never lost": each account's draft per tool, on the server. */
const TESTING_SECRET = 'drafts-testing-secret-0123';

let mailbox: Mailbox;
let server: TestAppServer;

async function member(): Promise<ApiClient> {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(api, mailbox, { name: 'Draft Writer', email: uniqueEmail('draft') });
  return api;
}

const put = (api: ApiClient, tool: string, body: unknown) =>
  api.request('PUT', `/api/drafts/${tool}`, body);

const ANALYZER_RESULT = {
  tool: 'analyzer',
  text: '# Cold brew\n\nCold brew is coffee steeped in cold water.',
  response: { rawAnalysis: '1. GLOBAL SCORE: 70/100 (Good)' },
};

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer({
    SMTP_URL: mailbox.smtpUrl,
    TRUST_PROXY: '127.0.0.1',
    TESTING_SECRET,
  });
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('drafts', () => {
  it('keeps the text and the last result of each tool, and gives them back', async () => {
    const api = await member();
    expect(await (await api.get('/api/drafts/analyzer')).json()).toEqual({ draft: null });
    const saved = await put(api, 'analyzer', { content: 'Draft text', result: ANALYZER_RESULT });
    expect(saved.status).toBe(200);
    await put(api, 'keywords', { content: 'cold brew', result: null });
    const analyzer = await (await api.get('/api/drafts/analyzer')).json();
    expect(analyzer.draft).toMatchObject({
      tool: 'analyzer',
      content: 'Draft text',
      result: ANALYZER_RESULT,
    });
    expect(Date.parse(analyzer.draft.updatedAt)).toBeGreaterThan(0);
    const keywords = await (await api.get('/api/drafts/keywords')).json();
    expect(keywords.draft).toMatchObject({ content: 'cold brew', result: null });
    // The newest write replaces the draft.
    await put(api, 'analyzer', { content: 'Second text', result: null });
    expect((await (await api.get('/api/drafts/analyzer')).json()).draft.content).toBe(
      'Second text',
    );
    expect((await api.delete('/api/drafts/analyzer')).status).toBe(200);
    expect(await (await api.get('/api/drafts/analyzer')).json()).toEqual({ draft: null });
  });

  it('survives signing out and in again, and no other account sees it', async () => {
    const email = uniqueEmail('return');
    const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    await signUpAndVerify(api, mailbox, { name: 'Returning Writer', email });
    await put(api, 'improvement', { content: 'Kept across sessions', result: null });
    await api.post('/api/auth/sign-out');
    expect((await api.get('/api/drafts/improvement')).status).toBe(401);
    const again = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    const signIn = await again.postJson('/api/auth/sign-in', {
      email,
      password: 'Violet-Harbour-Lantern-42',
    });
    expect(signIn.status).toBe(200);
    expect((await (await again.get('/api/drafts/improvement')).json()).draft.content).toBe(
      'Kept across sessions',
    );
    const other = await member();
    expect(await (await other.get('/api/drafts/improvement')).json()).toEqual({ draft: null });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const api = await member();
    await put(api, 'analyzer', { content: 'Good draft', result: null });
    const cases: [string, unknown, string][] = [
      ['analyzer', { content: 42, result: null }, ''],
      ['analyzer', { content: 'x', result: { ...ANALYZER_RESULT, tool: 'keywords' } }, ''],
      [
        'analyzer',
        { content: 'x', result: { tool: 'keywords', text: 'k', response: { geoKeywords: 'g' } } },
        'The saved result belongs to another tool.',
      ],
      ['analyzer', { content: 'x'.repeat(400_001), result: null }, 'at most 400,000 characters'],
    ];
    for (const [tool, body, message] of cases) {
      const answer = await put(api, tool, body);
      expect(answer.status).toBe(400);
      const { error } = (await answer.json()) as { error: string };
      expect(error).toContain(message);
    }
    const unknownTool = await put(api, 'nonsense', { content: 'x', result: null });
    expect(unknownTool.status).toBe(404);
    expect(((await unknownTool.json()) as { error: string }).error).toBe(
      'Unknown tool. Use analyzer, improvement or keywords.',
    );
    expect((await (await api.get('/api/drafts/analyzer')).json()).draft.content).toBe('Good draft');
  });

  it('is for accounts only: a visitor and a tester session are refused', async () => {
    const visitor = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    expect((await visitor.get('/api/drafts/analyzer')).status).toBe(401);
    expect((await put(visitor, 'analyzer', { content: 'x', result: null })).status).toBe(401);
    const tester = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    expect((await tester.postJson('/api/testing', { secret: TESTING_SECRET })).status).toBe(200);
    expect((await tester.get('/api/functions/improvement-factors/latest')).status).toBe(200);
    expect((await tester.get('/api/drafts/analyzer')).status).toBe(401);
  });
});
