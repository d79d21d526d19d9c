import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';
import { createLogger } from './logger.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'citable-lock-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const lockFile = () => path.join(folder, LOCK_FILE_NAME);

/** A logger whose lines the test reads. */
function captureLog() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}

/** A lock as another Citable writes it: with a heartbeat, last refreshed `ageMs` ago. */
async function writeForeignLock(owner: Record<string, unknown>, ageMs: number) {
  await writeFile(
    lockFile(),
    JSON.stringify({ startedAt: '2026-01-01T00:00:00.000Z', heartbeatMs: 10_000, ...owner }),
  );
  const beatAt = new Date(Date.now() - ageMs);
  await utimes(lockFile(), beatAt, beatAt);
}

/** Field 22 of /proc/<pid>/stat: when the kernel started that process. */
async function processStartOf(pid: number): Promise<string> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ')[19] as string;
}
const hasProc = existsSync(`/proc/${process.pid}/stat`);
if (!hasProc)
  console.warn('PID-reuse tests skipped: this system has no /proc to read start times.');

/** A PID that no process has: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid as number;
}

describe('lockDataDir', () => {
  it('refuses a second holder, naming the lock file and the holder, until the first releases', async () => {
    const first = await lockDataDir(folder);
    const second = lockDataDir(folder);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `process ${process.pid} on ${hostname()} holds ${lockFile()}`,
    );
    await first.release();
    const third = await lockDataDir(folder);
    await third.release();
  });

  it('takes over a lock left by a process that died', async () => {
    const pid = await deadPid();
    await writeFile(lockFile(), JSON.stringify({ pid, host: hostname(), startedAt: 'then' }));
    const lock = await lockDataDir(folder);
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('keeps a lock whose process is alive', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(
        lockFile(),
        JSON.stringify({ pid: sleeper.pid, host: hostname(), startedAt: 'now' }),
      );
      await expect(lockDataDir(folder)).rejects.toThrow(`process ${sleeper.pid}`);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('never takes over a lock of another machine without a heartbeat (an older Citable), nor a file it cannot read', async () => {
    const pid = await deadPid();
    await writeFile(lockFile(), JSON.stringify({ pid, host: 'elsewhere', startedAt: 'then' }));
    await expect(lockDataDir(folder)).rejects.toThrow(`on elsewhere holds`);
    await writeFile(lockFile(), 'not json');
    await expect(lockDataDir(folder)).rejects.toThrow('was not written by Citable');
  });

  it('takes over its own PID from a previous life (a restarted container)', async () => {
    await writeFile(
      lockFile(),
      JSON.stringify({ pid: process.pid, host: hostname(), startedAt: 'before the restart' }),
    );
    const lock = await lockDataDir(folder);
    await lock.release();
  });

  it('takes over the lock of a container that is gone (another hostname, no heartbeat for 10 minutes), with a log line', async () => {
    await writeForeignLock({ pid: 7, host: 'old-container' }, 10 * 60 * 1000);
    const { lines, logger } = captureLog();
    const lock = await lockDataDir(folder, { logger });
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
      heartbeatMs: 10_000,
    });
    expect(lines.map((line) => line.msg)).toContain(
      'taking over the data-dir lock of process 7 on old-container: no heartbeat for 600 s',
    );
    await lock.release();
  });

  it('waits out a lock of another host that beat recently, then takes it over when it stays silent', async () => {
    await writeForeignLock({ pid: 7, host: 'old-container' }, 0);
    const { lines, logger } = captureLog();
    const started = Date.now();
    const lock = await lockDataDir(folder, { logger, staleAfterMs: 600, pollMs: 25 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(lines.map((line) => line.msg)).toEqual([
      'the data-dir lock is held by process 7 on old-container: waiting up to 1 s for its heartbeat',
      'taking over the data-dir lock of process 7 on old-container: no heartbeat for 1 s',
    ]);
    await lock.release();
  });

  it('refuses the lock of a live process on another host: its heartbeat goes on', async () => {
    await writeForeignLock({ pid: 7, host: 'other-container' }, 0);
    const beating = setInterval(() => {
      const now = new Date();
      void utimes(lockFile(), now, now).catch(() => {});
    }, 50);
    try {
      const started = Date.now();
      await expect(
        lockDataDir(folder, { logger: captureLog().logger, staleAfterMs: 5000, pollMs: 25 }),
      ).rejects.toThrow(`process 7 on other-container holds ${lockFile()}`);
      // Refused as soon as it beat, not at the end of the window.
      expect(Date.now() - started).toBeLessThan(4000);
      expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(7);
    } finally {
      clearInterval(beating);
    }
  });

  it.skipIf(!hasProc)(
    'takes over a lock whose process id now belongs to another process',
    async () => {
      const stranger = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      try {
        const pid = stranger.pid as number;
        // Written by a Citable that had this PID before, so its start time differs.
        await writeForeignLock({ pid, host: hostname(), processStart: '1' }, 0);
        const { lines, logger } = captureLog();
        const lock = await lockDataDir(folder, { logger });
        expect(lines.map((line) => line.msg)).toContain(
          `taking over the data-dir lock of process ${pid} on ${hostname()}: process id ${pid} now belongs to another process`,
        );
        await lock.release();
      } finally {
        stranger.kill('SIGKILL');
      }
    },
  );

  it.skipIf(!hasProc)('keeps a lock whose live process is the one that wrote it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = holder.pid as number;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await writeForeignLock({ pid, host: hostname(), processStart: await processStartOf(pid) }, 0);
      await expect(lockDataDir(folder, { logger: captureLog().logger })).rejects.toThrow(
        `process ${pid} on ${hostname()} holds`,
      );
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('refreshes its heartbeat while held, and stops when released', async () => {
    const lock = await lockDataDir(folder, { heartbeatMs: 50 });
    const old = new Date(Date.now() - 60_000);
    await utimes(lockFile(), old, old);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stat(lockFile())).mtimeMs).toBeGreaterThan(Date.now() - 5000);
    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('writes its lock again when the file was removed by hand', async () => {
    const lock = await lockDataDir(folder, { heartbeatMs: 50 });
    await unlink(lockFile());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('stops the process whose lock another process took over', async () => {
    const { lines, logger } = captureLog();
    let lost = 0;
    const lock = await lockDataDir(folder, { heartbeatMs: 50, logger, onLost: () => lost++ });
    await writeFile(lockFile(), JSON.stringify({ pid: 7, host: 'new-container', startedAt: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lost).toBe(1);
    expect(lines.at(-1)).toMatchObject({ level: 'error' });
    await lock.release();
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(7);
  });

  it('release leaves a lock that another process took over', async () => {
    const lock = await lockDataDir(folder);
    await writeFile(lockFile(), JSON.stringify({ pid: 1, host: hostname(), startedAt: 'x' }));
    await lock.release();
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(1);
  });
});
