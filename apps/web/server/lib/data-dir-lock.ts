import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/*
 * One process at a time on an embedded database (issue 8, finding 7): two PGlite instances on
 * one folder both acknowledge writes and the second one's files win.
 *
 * Why a lock file holding the owner's PID, checked for liveness:
 * - Node has no OS-level file lock (flock/fcntl) without a native add-on, and a native add-on
 *   means a compiler or a downloaded binary at install.
 * - Locks kept alive by touching the file (proper-lockfile's mtime) wrongly expire when the
 *   event loop is busy for longer than the stale period, and after a kill -9 a restart must
 *   wait that period out. A PID is checked at once: a dead owner's lock is taken over on the
 *   next start, with no delay.
 * The lock is created with link(), which fails atomically when the file exists, so the file
 * is never seen half-written. A PID only means something on its own machine: a lock written
 * by another host (a shared network folder) is never taken over, only reported.
 */
export const LOCK_FILE_NAME = 'citable.lock';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {}

/** Lock files this process holds, so that a second open in the same process is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(lockPath: string): Promise<{ text: string; owner?: LockOwner }> {
  const text = await readFile(lockPath, 'utf8').catch(() => '');
  try {
    const owner = JSON.parse(text) as LockOwner;
    if (Number.isInteger(owner.pid) && typeof owner.host === 'string') return { text, owner };
  } catch {
    // Unreadable: written by something else, never by this code (link() publishes it whole).
  }
  return { text };
}

/**
 * Whether the recorded owner is certainly gone. A PID equal to ours but not held by this
 * process is a previous life of ours (a container restarted with the same PID).
 */
function isStale(owner: LockOwner | undefined, lockPath: string): boolean {
  if (!owner || owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(lockPath);
  return !isAlive(owner.pid);
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes the folder's lock or throws a DataDirLockedError whose message names the lock file
 * and the process holding it. A lock left by a process that died (kill -9, power loss) is
 * recovered by itself.
 */
export async function lockDataDir(folder: string): Promise<DataDirLock> {
  const lockPath = path.join(folder, LOCK_FILE_NAME);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const draft = `${lockPath}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(draft, `${JSON.stringify(me)}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(draft, lockPath);
        heldHere.add(lockPath);
        return {
          release: async () => {
            heldHere.delete(lockPath);
            const { owner } = await readOwner(lockPath);
            if (owner?.pid === me.pid && owner.startedAt === me.startedAt)
              await unlink(lockPath).catch(() => {});
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const { text, owner } = await readOwner(lockPath);
      if (!isStale(owner, lockPath)) {
        const holder = owner
          ? `process ${owner.pid} on ${owner.host} holds ${lockPath}`
          : `${lockPath} exists and was not written by Citable`;
        throw new DataDirLockedError(holder);
      }
      // Taken over only if it is still the same stale file: a competitor that took it first
      // wrote a new one, which stays.
      const { text: again } = await readOwner(lockPath);
      if (again === text) await unlink(lockPath).catch(() => {});
    }
    throw new DataDirLockedError(`could not take the lock ${lockPath}; another process keeps it`);
  } finally {
    await unlink(draft).catch(() => {});
  }
}
