import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedPgliteDataDir } from '../support/pglite-template.ts';
import { runServerToExit, startServer } from '../support/server.ts';

/**
 * Issue 31, finding 7: a container recreated with a new hostname found the lock of the old one
 * in its DATA_DIR and refused to start until someone deleted the file. The built server now
 * takes over a lock whose heartbeat stopped, and still refuses one whose owner is alive.
 */
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataDirWithLock(owner: Record<string, unknown>, beatAgoMs: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-lock-host-'));
  dirs.push(dataDir);
  await seedPgliteDataDir(dataDir);
  const lockFile = path.join(dataDir, 'citable.lock');
  await writeFile(
    lockFile,
    JSON.stringify({ startedAt: '2026-01-01T00:00:00.000Z', heartbeatMs: 10_000, ...owner }),
  );
  const beatAt = new Date(Date.now() - beatAgoMs);
  await utimes(lockFile, beatAt, beatAt);
  return { dataDir, lockFile };
}

describe('the DATA_DIR lock of another host', () => {
  it('is taken over when its heartbeat stopped (the old container is gone), with a log line', async () => {
    const { dataDir, lockFile } = await dataDirWithLock(
      { pid: 1, host: 'old-container' },
      10 * 60 * 1000,
    );
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      expect(JSON.parse(await readFile(lockFile, 'utf8')).pid).toBe(server.process.pid);
      const takeover = server.logs.find((line) => line.includes('taking over the data-dir lock'));
      const { level, msg } = JSON.parse(takeover ?? '{}');
      expect(level).toBe('warn');
      const silentFor =
        /^taking over the data-dir lock of process 1 on old-container: no heartbeat for (\d+) s$/.exec(
          msg,
        );
      expect(Number(silentFor?.[1])).toBeGreaterThanOrEqual(600);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 180_000);

  it('is refused while its owner is alive (the heartbeat goes on), in the usual one line', async () => {
    const { dataDir, lockFile } = await dataDirWithLock({ pid: 1, host: 'other-container' }, 0);
    const beating = setInterval(() => {
      const now = new Date();
      void utimes(lockFile, now, now).catch(() => {});
    }, 200);
    try {
      const { code, stderr } = await runServerToExit({ PORT: '0', DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `Cannot start: DATA_DIR: the embedded database in ${dataDir} is in use by another Citable process (process 1 on other-container holds ${lockFile})`,
      );
      expect(JSON.parse(await readFile(lockFile, 'utf8')).host).toBe('other-container');
    } finally {
      clearInterval(beating);
    }
  }, 180_000);
});
