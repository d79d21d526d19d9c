import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/client.ts';
import { readDraft, saveDraft } from '../../server/services/drafts/drafts.ts';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';
import {
  createTestDatabase,
  isPostgresAvailable,
  POSTGRES_SKIP_REASON,
} from '../support/postgres.ts';

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

describe('target questions in the draft (issue 36)', () => {
  const TARGETS = ['How long does cold brew steep?', 'Is cold brew less acidic?'];

  it('keeps the targets with the text and gives them back', async () => {
    const api = await member();
    const saved = await put(api, 'analyzer', {
      content: 'Draft text',
      result: ANALYZER_RESULT,
      targets: TARGETS,
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { draft: { targets: string[] } }).draft.targets).toEqual(
      TARGETS,
    );
    const read = await (await api.get('/api/drafts/analyzer')).json();
    expect(read.draft).toMatchObject({
      content: 'Draft text',
      result: ANALYZER_RESULT,
      targets: TARGETS,
    });
    // Another tool's draft has none of them; one never given targets says so with null.
    await put(api, 'improvement', { content: 'Other text', result: null });
    expect((await (await api.get('/api/drafts/improvement')).json()).draft.targets).toBeNull();

    // A write without targets (a screen from before they were kept) leaves them as they are.
    await put(api, 'analyzer', { content: 'Edited text', result: null });
    expect((await (await api.get('/api/drafts/analyzer')).json()).draft).toMatchObject({
      content: 'Edited text',
      targets: TARGETS,
    });
    // A target being typed is kept as it stands, even empty; an empty list clears them.
    await put(api, 'analyzer', { content: 'Edited text', result: null, targets: ['Why', ''] });
    expect((await (await api.get('/api/drafts/analyzer')).json()).draft.targets).toEqual([
      'Why',
      '',
    ]);
    await put(api, 'analyzer', { content: 'Edited text', result: null, targets: [] });
    expect((await (await api.get('/api/drafts/analyzer')).json()).draft.targets).toEqual([]);
  });

  it('refuses targets that are not a list of at most ten texts, and changes nothing', async () => {
    const api = await member();
    await put(api, 'analyzer', { content: 'Good draft', result: null, targets: TARGETS });
    const cases: [unknown, string][] = [
      ['How long?', 'Target questions must be a list of questions.'],
      [[42], 'Each target question must be text.'],
      [
        Array.from({ length: 11 }, (_, index) => `Question ${index + 1}?`),
        'At most 10 target questions can be kept.',
      ],
    ];
    for (const [targets, message] of cases) {
      const answer = await put(api, 'analyzer', { content: 'Changed', result: null, targets });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toContain(message);
    }
    expect((await (await api.get('/api/drafts/analyzer')).json()).draft).toMatchObject({
      content: 'Good draft',
      targets: TARGETS,
    });
  });
});

const postgresAvailable = await isPostgresAvailable();
if (!postgresAvailable) console.warn(POSTGRES_SKIP_REASON);

/**
 * A draft saved before targets were kept: the database as the previous release left it (its
 * migrations only), a row written then, and the current release opened on it. The same on the
 * embedded database and on a real PostgreSQL server.
 */
describe('a draft saved before targets were kept', () => {
  const OLD_RESULT = {
    ...ANALYZER_RESULT,
    tool: 'analyzer' as const,
    text: 'Saved before the upgrade.',
  };

  /** The migrations up to the one before targets, as the previous release shipped them. */
  async function previousMigrations(): Promise<{ folder: string; remove: () => Promise<void> }> {
    const folder = await mkdtemp(path.join(tmpdir(), 'citable-old-migrations-'));
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((entry) => entry.tag === '0008_draft_targets');
    expect(index).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, index);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries)
      await cp(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
  }

  const OLD_ROWS = [
    `insert into users (id, email, full_name, password_hash) values ('old-writer', 'old@drafts.test', 'Old Writer', 'x')`,
    `insert into tool_drafts (user_id, tool, content, result) values ('old-writer', 'analyzer', 'Saved before the upgrade.', '${JSON.stringify(OLD_RESULT)}'::jsonb)`,
  ];

  async function expectOldDraftLoads(handle: Awaited<ReturnType<typeof openDatabase>>) {
    const draft = await readDraft(handle.db, 'old-writer', 'analyzer');
    expect(draft).toMatchObject({
      tool: 'analyzer',
      content: 'Saved before the upgrade.',
      result: OLD_RESULT,
      targets: null,
    });
    // And takes targets from now on, its text and result kept.
    await saveDraft(handle.db, 'old-writer', 'analyzer', {
      content: 'Saved before the upgrade.',
      result: OLD_RESULT,
      targets: ['How long does cold brew steep?'],
    });
    expect(await readDraft(handle.db, 'old-writer', 'analyzer')).toMatchObject({
      content: 'Saved before the upgrade.',
      result: OLD_RESULT,
      targets: ['How long does cold brew steep?'],
    });
  }

  it('loads on the embedded database after the upgrade', async () => {
    const migrations = await previousMigrations();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-drafts-upgrade-'));
    try {
      const client = await PGlite.create(path.join(dataDir, 'pglite'));
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrations.folder });
      for (const statement of OLD_ROWS) await client.query(statement);
      await client.close();
      const handle = await openDatabase({ dataDir });
      try {
        await expectOldDraftLoads(handle);
      } finally {
        await handle.close();
      }
    } finally {
      await migrations.remove();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!postgresAvailable)(
    'loads on PostgreSQL after the upgrade',
    async () => {
      const migrations = await previousMigrations();
      const database = await createTestDatabase();
      try {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await migratePg(drizzlePg({ client }), { migrationsFolder: migrations.folder });
        for (const statement of OLD_ROWS) await client.query(statement);
        await client.end();
        const handle = await openDatabase({ dataDir: '.', databaseUrl: database.url });
        try {
          await expectOldDraftLoads(handle);
        } finally {
          await handle.close();
        }
      } finally {
        await migrations.remove();
        await database.drop();
      }
    },
    60_000,
  );
});
