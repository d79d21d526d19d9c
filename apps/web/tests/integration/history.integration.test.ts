import {
  HISTORY_LIMIT,
  HISTORY_PAGE_SIZE,
  HistoryDeletedResponse,
  HistoryList,
  HistoryRunResponse,
} from '@citable/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolRuns } from '../../server/db/schema.ts';
import { recordRun } from '../../server/services/history/history.ts';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

/** Issue 34 "History": every run of a signed-in user, kept for that user alone. */
const TESTING_SECRET = 'history-testing-secret-0123';
const ADMIN_EMAIL = 'admin@history.test';
const RUN_NOT_FOUND = 'This run is not in your history.';

const COLD_BREW = `# Cold brew at home

Cold brew is coffee steeped in cold water for 12 to 24 hours. According to the Specialty Coffee Association, a ratio of 1:8 suits a ready-to-drink cup.`;
const SOURDOUGH = `# Sourdough starters

A sourdough starter is flour and water fermented by wild yeast. Feed it every day at a ratio of 1:5:5.`;

let mailbox: Mailbox;
let server: TestAppServer;

async function member(email = uniqueEmail('history')): Promise<{ api: ApiClient; id: string }> {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(api, mailbox, { name: 'History Writer', email });
  const id = (await (await api.get('/api/auth/session')).json()).user.id as string;
  return { api, id };
}

// Every answer is read through its schema, so a test also proves the answers' shapes.
const list = async (response: Response) => HistoryList.parse(await response.json());
const runOf = async (response: Response) => HistoryRunResponse.parse(await response.json());
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const deletedOf = async (response: Response) => HistoryDeletedResponse.parse(await response.json());

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer({
    SMTP_URL: mailbox.smtpUrl,
    TRUST_PROXY: '127.0.0.1',
    TESTING_SECRET,
    ADMIN_EMAIL,
    AI_CALLS_PER_MINUTE: '1000',
    AI_CALLS_PER_ADDRESS_PER_MINUTE: '1000',
  });
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('history', () => {
  let owner: { api: ApiClient; id: string };
  let analysisId: string;

  beforeAll(async () => {
    owner = await member();
    for (const content of [COLD_BREW, SOURDOUGH])
      expect((await owner.api.post('/api/functions/analyze', { content })).status).toBe(200);
    expect((await owner.api.post('/api/functions/improve', { content: COLD_BREW })).status).toBe(
      200,
    );
    const research = await owner.api.post('/api/functions/geo-keywords', { keyword: 'cold brew' });
    expect(research.status).toBe(200);
  });

  it('keeps every run with its text, result, engine and prompt version, newest first', async () => {
    const listed = await list(await owner.api.get('/api/history'));
    expect(listed.total).toBe(4);
    expect(listed.limit).toBe(HISTORY_LIMIT);
    expect(listed.runs.map((run: { tool: string }) => run.tool)).toEqual([
      'keywords',
      'improvement',
      'analyzer',
      'analyzer',
    ]);
    expect(listed.runs.map((run: { title: string }) => run.title)).toEqual([
      'cold brew',
      'Cold brew at home',
      'Sourdough starters',
      'Cold brew at home',
    ]);
    const analysis = listed.runs[3];
    if (!analysis) throw new Error('the first analysis is missing');
    expect(analysis).toMatchObject({ provider: 'builtin', model: null });
    expect(analysis.promptVersion).toMatch(/^[0-9a-f]{12}$/);
    expect(analysis.score).toBeGreaterThan(0);
    analysisId = analysis.id;
    const { run } = await runOf(await owner.api.get(`/api/history/${analysisId}`));
    expect(run.content).toBe(COLD_BREW);
    expect(run.result.tool).toBe('analyzer');
    expect(run.result.tool === 'analyzer' && run.result.response.rawAnalysis).toContain(
      'GLOBAL SCORE',
    );
    expect(run.criteria).toHaveLength(6);
  });

  it('finds runs by words of their title or text, and by tool', async () => {
    const bySearch = await list(await owner.api.get('/api/history?q=SOURDOUGH'));
    expect(bySearch.runs.map((run: { title: string }) => run.title)).toEqual([
      'Sourdough starters',
    ]);
    const byText = await list(await owner.api.get('/api/history?q=ready-to-drink&tool=analyzer'));
    expect(byText.total).toBe(1);
    expect(byText.runs[0]?.title).toBe('Cold brew at home');
    // `%` is a character like any other, not a wildcard.
    expect((await list(await owner.api.get('/api/history?q=%25'))).total).toBe(0);
    const research = await list(await owner.api.get('/api/history?tool=keywords'));
    expect(research.runs.map((run: { tool: string }) => run.tool)).toEqual(['keywords']);
  });

  it('refuses a bad query with a clear message', async () => {
    const cases: [string, string][] = [
      ['?tool=essays', 'Unknown tool. Use analyzer, improvement or keywords.'],
      ['?page=0', 'The page must be a whole number from 1.'],
      ['?page=two', 'The page must be a whole number from 1.'],
      [`?q=${'x'.repeat(201)}`, 'Search for at most 200 characters.'],
    ];
    for (const [query, message] of cases) {
      const answer = await owner.api.get(`/api/history${query}`);
      expect(answer.status, query).toBe(400);
      expect(await errorOf(answer)).toBe(message);
    }
  });

  it('is visible to no one else: another user, a tester, the admin and a visitor', async () => {
    const other = await member();
    const admin = await member(ADMIN_EMAIL);
    const session = (await (await admin.api.get('/api/auth/session')).json()) as {
      isAdmin: boolean;
    };
    expect(session.isAdmin).toBe(true);
    const tester = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    expect((await tester.postJson('/api/testing', { secret: TESTING_SECRET })).status).toBe(200);
    const visitor = new ApiClient(server.url, { forwardedFor: uniqueIp() });

    for (const [name, api] of [
      ['other user', other.api],
      ['admin', admin.api],
    ] as const) {
      const listed = await list(await api.get('/api/history'));
      expect(listed.total, name).toBe(0);
      const read = await api.get(`/api/history/${analysisId}`);
      expect(read.status, name).toBe(404);
      expect(await errorOf(read)).toBe(RUN_NOT_FOUND);
      expect((await api.delete(`/api/history/${analysisId}`)).status, name).toBe(404);
      expect((await deletedOf(await api.delete('/api/history'))).count, name).toBe(0);
    }
    for (const [name, api] of [
      ['tester', tester],
      ['visitor', visitor],
    ] as const) {
      expect((await api.get('/api/history')).status, name).toBe(401);
      expect((await api.get(`/api/history/${analysisId}`)).status, name).toBe(401);
      expect((await api.delete(`/api/history/${analysisId}`)).status, name).toBe(401);
      expect((await api.delete('/api/history')).status, name).toBe(401);
    }
    // The tester's own runs are not kept: a tester session has no account.
    expect((await tester.post('/api/functions/analyze', { content: COLD_BREW })).status).toBe(200);
    // The owner's history is whole after all of that.
    expect((await list(await owner.api.get('/api/history'))).total).toBe(4);
    expect((await owner.api.get(`/api/history/${analysisId}`)).status).toBe(200);
    expect((await owner.api.get('/api/history/not-a-uuid')).status).toBe(404);
  });

  it('pages through the list', async () => {
    const { db } = server.services.ctx;
    const writer = await member();
    const rows = Array.from({ length: HISTORY_PAGE_SIZE + 5 }, (_, i) => ({
      userId: writer.id,
      tool: 'keywords' as const,
      title: `topic ${i}`,
      documentKey: `topic ${i}`,
      content: `topic ${i}`,
      result: { tool: 'keywords', text: `topic ${i}`, response: { geoKeywords: 'x' } },
      provider: 'builtin',
      promptVersion: 'abc',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await db.insert(toolRuns).values(rows);
    const first = await list(await writer.api.get('/api/history'));
    expect(first.runs).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.runs[0]?.title).toBe(`topic ${HISTORY_PAGE_SIZE + 4}`);
    const second = await list(await writer.api.get('/api/history?page=2'));
    expect(second.runs.map((run: { title: string }) => run.title)).toEqual([
      'topic 4',
      'topic 3',
      'topic 2',
      'topic 1',
      'topic 0',
    ]);
    expect(second.total).toBe(HISTORY_PAGE_SIZE + 5);
    // Past the end: no run, and still the total.
    const beyond = await list(await writer.api.get('/api/history?page=3'));
    expect(beyond.runs).toEqual([]);
    expect(beyond.total).toBe(HISTORY_PAGE_SIZE + 5);
  });

  it(`keeps at most ${HISTORY_LIMIT} runs per account, dropping the oldest`, async () => {
    const { db } = server.services.ctx;
    const writer = await member();
    await db.insert(toolRuns).values(
      Array.from({ length: HISTORY_LIMIT }, (_, i) => ({
        userId: writer.id,
        tool: 'keywords' as const,
        title: `old ${i}`,
        documentKey: `old ${i}`,
        content: `old ${i}`,
        result: {},
        provider: 'builtin',
        promptVersion: 'abc',
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000),
      })),
    );
    const dropped = await recordRun(
      db,
      writer.id,
      { tool: 'keywords', text: 'newest', response: { geoKeywords: 'x' } },
      { provider: 'builtin', model: null, promptVersion: 'abc' },
    );
    expect(dropped).toBe(1);
    const titles = await db
      .select({ title: toolRuns.title })
      .from(toolRuns)
      .where(eq(toolRuns.userId, writer.id));
    expect(titles).toHaveLength(HISTORY_LIMIT);
    expect(titles.map((row) => row.title)).toContain('newest');
    expect(titles.map((row) => row.title)).not.toContain('old 0');
    expect(titles.map((row) => row.title)).toContain('old 1');
    // Other accounts' runs are untouched by this account's bound.
    const [others] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(toolRuns)
      .where(eq(toolRuns.userId, owner.id));
    expect(others?.value).toBe(4);
  });

  it('deletes one run, then all of them', async () => {
    const deleted = await deletedOf(await owner.api.delete(`/api/history/${analysisId}`));
    expect(deleted).toEqual({ status: 'deleted', count: 1 });
    expect((await owner.api.get(`/api/history/${analysisId}`)).status).toBe(404);
    expect((await list(await owner.api.get('/api/history'))).total).toBe(3);
    expect(await deletedOf(await owner.api.delete('/api/history'))).toEqual({
      status: 'deleted',
      count: 3,
    });
    expect((await list(await owner.api.get('/api/history'))).total).toBe(0);
  });
});
