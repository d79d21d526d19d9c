import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify, TEST_PASSWORD } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';
import { seedPgliteDataDir } from '../support/pglite-template.ts';
import {
  createTestDatabase,
  isPostgresAvailable,
  POSTGRES_SKIP_REASON,
} from '../support/postgres.ts';
import { CHEAP_PASSWORDS, type RunningServer, startServer } from '../support/server.ts';

/**
 * Issue 37: backup and restore as the README says, on both databases. The embedded database is
 * copied through GET /backup while the server runs (also while it writes), restored with
 * scripts/restore-backup.mjs into a new DATA_DIR; PostgreSQL with pg_dump and pg_restore into
 * a new database. The restored data equals the original, table by table and row by row, and
 * a fresh instance on it signs the same account in.
 */
const run = promisify(execFile);
const restoreScript = fileURLToPath(new URL('../../scripts/restore-backup.mjs', import.meta.url));
const BACKUP_TOKEN = 'backup-token-0123456789-0123456789-abcdef';
const TESTING_SECRET = 'backup-testing-secret-0123456789';
const AUTH_SECRET = 'backup-restore-auth-secret-0123456789-abcdef';
const ARTICLE =
  'Cold brew coffee is coffee steeped in cold water for 12 to 24 hours. It tastes smoother than hot coffee.';

const postgresAvailable = await isPostgresAvailable();
if (!postgresAvailable) console.warn(POSTGRES_SKIP_REASON);

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Every table of the schema and the migrations' journal, each as its rows sorted. */
async function snapshot(query: Query): Promise<Record<string, string[]>> {
  const tables = await query(
    "select schemaname || '.\"' || tablename || '\"' as name from pg_tables where schemaname in ('public', 'drizzle') order by 1",
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await query(`select * from ${name}`);
    result[String(name)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

async function pgliteSnapshot(directory: string) {
  const database = await PGlite.create(directory);
  try {
    return await snapshot(
      async (sql) => (await database.query(sql)).rows as Record<string, unknown>[],
    );
  } finally {
    await database.close();
  }
}

async function postgresSnapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await snapshot(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());

const serverEnv = () => ({
  ...CHEAP_PASSWORDS,
  BACKUP_TOKEN,
  TESTING_SECRET,
  AUTH_SECRET,
  SMTP_URL: mailbox.smtpUrl,
  TRUST_PROXY: '127.0.0.1',
});

/** Some of everything: an account with usage, a tester with usage. */
async function makeData(server: RunningServer) {
  const member = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  const email = uniqueEmail('backup');
  await signUpAndVerify(member, mailbox, { name: 'Backup Person', email });
  expect((await member.post('/api/functions/analyze', { content: ARTICLE })).status).toBe(200);
  const tester = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  expect((await tester.postJson('/api/testing', { secret: TESTING_SECRET })).status).toBe(200);
  expect((await tester.post('/api/functions/analyze', { content: ARTICLE })).status).toBe(200);
  return { email, tester };
}

/** A fresh instance on the restored data signs the account in with its password. */
async function expectSignIn(server: RunningServer, email: string) {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  const signedIn = await api.postJson('/api/auth/sign-in', { email, password: TEST_PASSWORD });
  expect(signedIn.status).toBe(200);
  const session = await (await api.get('/api/auth/session')).json();
  expect(session.user).toMatchObject({ email, fullName: 'Backup Person' });
}

describe('the embedded database', { timeout: 120_000 }, () => {
  it('is copied consistently while the server runs and writes, and restored identical', async () => {
    const folders = await Promise.all(
      ['original', 'restored', 'under-load'].map((name) =>
        mkdtemp(path.join(tmpdir(), `citable-backup-${name}-`)),
      ),
    );
    const [original, restored, underLoad] = folders as [string, string, string];
    try {
      await seedPgliteDataDir(original);
      const server = await startServer({ ...serverEnv(), DATA_DIR: original });
      const { email, tester } = await makeData(server);
      const download = async () => {
        const response = await fetch(`${server.url}/backup`, {
          headers: { Authorization: `Bearer ${BACKUP_TOKEN}` },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/gzip');
        return Buffer.from(await response.arrayBuffer());
      };
      expect((await fetch(`${server.url}/backup`)).status).toBe(401);

      // A copy taken while a tester keeps writing usage.
      let isWriting = true;
      const writes = (async () => {
        while (isWriting) await tester.post('/api/functions/analyze', { content: ARTICLE });
      })();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const copyUnderLoad = await download();
      isWriting = false;
      await writes;
      // And one at rest, still while the server runs.
      const copyAtRest = await download();
      expect(await server.stop()).toBe(0);

      const files = {
        underLoad: path.join(underLoad, 'copy.tar.gz'),
        atRest: path.join(restored, 'copy.tar.gz'),
      };
      await writeFile(files.underLoad, copyUnderLoad);
      await writeFile(files.atRest, copyAtRest);
      const restoredOutput = await run(process.execPath, [restoreScript, files.atRest, restored]);
      expect(restoredOutput.stdout).toMatch(/^Restored .* tables\)\.$/m);
      await run(process.execPath, [restoreScript, files.underLoad, underLoad]);
      // Never over an existing database.
      const again = await run(process.execPath, [restoreScript, files.atRest, restored]).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(again).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('already holds a database'),
      });

      const before = await pgliteSnapshot(path.join(original, 'pglite'));
      expect(Object.keys(before).length).toBeGreaterThan(5);
      expect(await pgliteSnapshot(path.join(restored, 'pglite'))).toEqual(before);
      // The copy taken mid-write opens, with every table and the account in it.
      const mid = await pgliteSnapshot(path.join(underLoad, 'pglite'));
      expect(Object.keys(mid)).toEqual(Object.keys(before));
      expect(mid['public."users"']).toEqual(before['public."users"']);

      const fresh = await startServer({ ...serverEnv(), DATA_DIR: restored });
      try {
        await expectSignIn(fresh, email);
      } finally {
        expect(await fresh.stop()).toBe(0);
      }
    } finally {
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    }
  });
});

describe.skipIf(!postgresAvailable)('PostgreSQL', { timeout: 120_000 }, () => {
  it('is dumped with pg_dump while the server runs, restored into a new database identical', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    const folder = await mkdtemp(path.join(tmpdir(), 'citable-pgdump-'));
    try {
      const server = await startServer({ ...serverEnv(), DATABASE_URL: source.url });
      const { email } = await makeData(server);
      const dump = path.join(folder, 'citable.dump');
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source.url]);
      expect(await server.stop()).toBe(0);
      await run('pg_restore', ['--no-owner', '--no-privileges', `--dbname=${target.url}`, dump]);

      const before = await postgresSnapshot(source.url);
      expect(Object.keys(before).length).toBeGreaterThan(5);
      expect(before['public."users"']?.length).toBeGreaterThan(0);
      expect(await postgresSnapshot(target.url)).toEqual(before);

      const fresh = await startServer({ ...serverEnv(), DATABASE_URL: target.url });
      try {
        await expectSignIn(fresh, email);
      } finally {
        expect(await fresh.stop()).toBe(0);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
      await source.drop();
      await target.drop();
    }
  });
});
