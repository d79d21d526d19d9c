import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seedPgliteDataDir } from '../support/pglite-template.ts';
import {
  createTestDatabase,
  isPostgresAvailable,
  POSTGRES_SKIP_REASON,
} from '../support/postgres.ts';
import { runServerToExit, startServer } from '../support/server.ts';

/** Start-up, configuration errors, graceful shutdown and the PostgreSQL path of the real server. */

function fetchStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

// Every test here starts whole server processes, some on a new database (no template); with
// the browser suites running beside these on two cores, one took over Vitest's 30 s.
vi.setConfig({ testTimeout: 90_000 });

describe('configuration', () => {
  it('stops with one line naming a bad variable, and exit code 1', async () => {
    const { code, stderr } = await runServerToExit({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Invalid environment variable PORT: expected a port number from 0 to 65535',
    );
  });

  it('names every bad variable', async () => {
    const { code, stderr } = await runServerToExit({ LOG_LEVEL: 'chatty', BETA_ENDS_AT: 'soon' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment variable BETA_ENDS_AT');
    expect(stderr).toContain('Invalid environment variable LOG_LEVEL');
  });
});

describe('graceful shutdown', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('finishes requests in flight on SIGTERM, closes the database and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-shutdown-'));
    dirs.push(dataDir);
    // Copied from the run's migrated database: a first start on an empty folder (initdb) is
    // what the browser tests' server does.
    await seedPgliteDataDir(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    const inFlight = Array.from({ length: 30 }, (_, i) =>
      fetchStatus(`${server.url}/${i % 2 ? 'pricing' : ''}`),
    );
    // The signal goes as the first answer arrives: the server is taking these requests and
    // most are still open. A fixed 5 ms wait once found none accepted yet on a loaded machine.
    await Promise.race(inFlight);
    const exitCode = server.stop();
    const statuses = await Promise.allSettled(inFlight);
    expect(await exitCode).toBe(0);
    const answered = statuses
      .filter((s) => s.status === 'fulfilled')
      .map((s) => (s as PromiseFulfilledResult<number>).value);
    // Every request the server accepted before the signal got its full answer.
    expect(answered.every((status) => status === 200)).toBe(true);
    expect(answered.length).toBeGreaterThan(0);
    expect(server.logs.some((line) => line.includes('shutdown complete'))).toBe(true);
    await expect(fetchStatus(`${server.url}/api/health`)).rejects.toThrow();

    // The embedded database was closed cleanly: it opens again with its data.
    const again = await startServer({ DATA_DIR: dataDir });
    expect(await fetchStatus(`${again.url}/api/ready`)).toBe(200);
    expect(await again.stop()).toBe(0);
    // Two server starts, as in the lock tests below: under a full run's load one took 90 s.
  }, 180_000);
});

describe('one process per embedded database (DATA_DIR lock)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second process on the same DATA_DIR in one line naming the folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-lock-'));
    dirs.push(dataDir);
    // The lock is the subject here, not a first start: copy the run's migrated database.
    await seedPgliteDataDir(dataDir);
    const first = await startServer({ DATA_DIR: dataDir });
    try {
      const { code, stderr } = await runServerToExit({ PORT: '0', DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr.trim()).toBe(
        `Cannot start: DATA_DIR: the embedded database in ${dataDir} is in use by another Citable process (process ${first.process.pid} on ${hostname()} holds ${path.join(dataDir, 'citable.lock')})`,
      );
      // The first one never noticed.
      expect(await fetchStatus(`${first.url}/api/ready`)).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    // A clean stop gives the lock back.
    await expect(readFile(path.join(dataDir, 'citable.lock'))).rejects.toThrow();
  }, 180_000);

  it('starts again by itself after the holder was killed with SIGKILL', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-lock-kill-'));
    dirs.push(dataDir);
    // The lock is the subject here, not a first start: copy the run's migrated database.
    await seedPgliteDataDir(dataDir);
    const first = await startServer({ DATA_DIR: dataDir });
    const lockFile = path.join(dataDir, 'citable.lock');
    expect(JSON.parse(await readFile(lockFile, 'utf8')).pid).toBe(first.process.pid);
    first.process.kill('SIGKILL');
    await first.stop();
    // The dead process's lock is still there: nothing cleaned it up.
    expect(JSON.parse(await readFile(lockFile, 'utf8')).pid).toBe(first.process.pid);

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      expect(await fetchStatus(`${second.url}/api/ready`)).toBe(200);
      expect(JSON.parse(await readFile(lockFile, 'utf8')).pid).toBe(second.process.pid);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 180_000);
});

const postgresAvailable = await isPostgresAvailable();
if (!postgresAvailable) console.warn(POSTGRES_SKIP_REASON);

describe.skipIf(!postgresAvailable)('on PostgreSQL (DATABASE_URL)', () => {
  it('migrates, reports readiness and lists published pages for crawlers', async () => {
    const database = await createTestDatabase();
    try {
      const [first, second] = await Promise.all([
        startServer({ DATABASE_URL: database.url, APP_URL: 'https://citable.example' }),
        // A second instance starting at the same moment must wait for the first one's migration.
        startServer({ DATABASE_URL: database.url, APP_URL: 'https://citable.example' }),
      ]);
      try {
        const ready = await (await fetch(`${first.url}/api/ready`)).json();
        expect(ready).toEqual({ status: 'ready', database: 'postgres' });
        // Issue 37: without REDIS_URL the start says what the instances do not share.
        const warning = first.logs.find((line) => line.includes('without REDIS_URL'));
        expect(warning).toContain('"level":"warn"');
        expect(warning).toContain('Set REDIS_URL to share them.');
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query(
          `insert into pages (title, slug, content, published, meta_description) values
           ('Published guide', 'published-guide', '# Hi', true, 'A guide'),
           ('Draft', 'secret-draft', '# Draft', false, null)`,
        );
        await client.end();
        for (const instance of [first, second]) {
          const sitemap = await (await fetch(`${instance.url}/sitemap.xml`)).text();
          expect(sitemap).toContain('https://citable.example/page/published-guide');
          expect(sitemap).not.toContain('secret-draft');
          const llms = await (await fetch(`${instance.url}/llms.txt`)).text();
          expect(llms).toContain(
            '- [Published guide](https://citable.example/page/published-guide): A guide',
          );
          expect(llms).not.toContain('secret-draft');
        }
      } finally {
        expect(await first.stop()).toBe(0);
        expect(await second.stop()).toBe(0);
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses to start when the database cannot be reached, in one line without the password', async () => {
    const { code, stderr } = await runServerToExit({
      PORT: '0',
      DATABASE_URL: 'postgres://nobody:hunter2@127.0.0.1:1/none',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^Cannot start: DATABASE_URL: cannot use the database at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none \(.+\)$/m,
    );
    expect(stderr).not.toContain('hunter2');
  });

  it('refuses to start in one line when DATA_DIR is a file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'citable-datadir-'));
    const file = path.join(dir, 'not-a-folder');
    await writeFile(file, 'x');
    try {
      const { code, stderr } = await runServerToExit({ PORT: '0', DATA_DIR: file });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^Cannot start: DATA_DIR: /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start in one line when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    const dir = await mkdtemp(path.join(tmpdir(), 'citable-port-'));
    // The port is the subject, not a first start: no initdb before the refusal.
    await seedPgliteDataDir(dir);
    try {
      const { code, stderr } = await runServerToExit({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
      });
      expect(code).toBe(1);
      expect(stderr.trim()).toMatch(
        new RegExp(`^Cannot start: PORT: port ${port} is already in use`),
      );
    } finally {
      blocker.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
