import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'citable-lock-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const lockFile = () => path.join(folder, LOCK_FILE_NAME);

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

  it('never takes over a lock from another machine, nor a file it cannot read', async () => {
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

  it('release leaves a lock that another process took over', async () => {
    const lock = await lockDataDir(folder);
    await writeFile(lockFile(), JSON.stringify({ pid: 1, host: hostname(), startedAt: 'x' }));
    await lock.release();
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(1);
  });
});
