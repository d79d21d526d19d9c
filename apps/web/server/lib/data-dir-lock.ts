import { link, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger, type Logger } from './logger.ts';

/*
 * One process at a time on an embedded database (issue 8, finding 7): two PGlite instances on
 * one folder both acknowledge writes and the second one's files win.
 *
 * The lock file names its owner: PID, host, the kernel's start time of that PID, and how often
 * the owner refreshes the file's modification time (its heartbeat). Whether an owner is gone:
 * - on this host, its PID is checked at once: a dead PID, or a PID whose process started at
 *   another time than the owner did (the PID now belongs to someone else), is stale; a lock
 *   left by a kill -9 is taken over on the next start, with no wait;
 * - on another host (a container recreated with a new hostname, a shared network folder), a
 *   PID means nothing, so the heartbeat decides: a lock whose heartbeat is older than
 *   STALE_AFTER_MS is stale; a younger one is watched until it beats (the owner is alive:
 *   refused) or until it has been silent that long (taken over). The same watch serves on
 *   this host where the start time of a PID cannot be read (no /proc).
 * Every takeover is logged. Two live processes still refuse each other.
 *
 * Why not a lock that only expires (proper-lockfile): it also expires while the owner is
 * merely busy, and a restart after kill -9 would wait the period out. Here the period is a
 * generous minute and only matters when no PID can be checked. An OS-level lock (flock) is
 * not reachable from Node without a native add-on.
 *
 * The lock is created with link(), which fails atomically when the file exists, so the file
 * is never seen half-written. A lock of an older Citable (no heartbeat) from another host is
 * never taken over, since its owner cannot show it is alive: it is only reported.
 */
export const LOCK_FILE_NAME = 'citable.lock';

/** How often the owner refreshes the lock, and how long a silent lock counts as alive. */
export const HEARTBEAT_MS = 10_000;
export const STALE_AFTER_MS = 60_000;

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  /** The kernel's start time of the PID (Linux: /proc/<pid>/stat, field 22), when readable. */
  processStart?: string;
  /** How often the owner refreshes the file's modification time; absent in older locks. */
  heartbeatMs?: number;
}

export class DataDirLockedError extends Error {}

export interface LockOptions {
  logger?: Logger;
  heartbeatMs?: number;
  staleAfterMs?: number;
  /** How often a watched lock is looked at. */
  pollMs?: number;
  /** When another process took the lock over from this one (it was silent too long). */
  onLost?: () => void;
}

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

/** Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces). */
async function readProcessStart(pid: number): Promise<string | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return text.slice(text.lastIndexOf(')') + 2).split(' ')[19] || undefined;
}

interface Seen {
  text: string;
  owner?: LockOwner;
  /** The file's modification time: the owner's last heartbeat. */
  beatAt: number;
}

async function look(lockPath: string): Promise<Seen | undefined> {
  try {
    const [text, info] = await Promise.all([readFile(lockPath, 'utf8'), stat(lockPath)]);
    const seen: Seen = { text, beatAt: info.mtimeMs };
    try {
      const owner = JSON.parse(text) as LockOwner;
      if (Number.isInteger(owner.pid) && typeof owner.host === 'string') seen.owner = owner;
    } catch {
      // Unreadable: written by something else, never by this code (link() publishes it whole).
    }
    return seen;
  } catch {
    return undefined;
  }
}

const describeOwner = (owner: LockOwner) => `process ${owner.pid} on ${owner.host}`;

/** Whether the recorded owner is gone: the reason when it is, undefined when it is alive. */
async function findStaleness(
  seen: Seen,
  lockPath: string,
  options: Required<Omit<LockOptions, 'onLost'>>,
): Promise<string | undefined> {
  const { owner } = seen;
  if (!owner) return undefined;
  if (owner.host === hostname()) {
    // A PID equal to ours not held by this process is a previous life of ours (a container
    // restarted with the same PID).
    if (owner.pid === process.pid)
      return heldHere.has(lockPath) ? undefined : 'its process id is now this process';
    if (!isAlive(owner.pid)) return `process ${owner.pid} is gone`;
    const now = await readProcessStart(owner.pid);
    if (owner.processStart && now)
      return now === owner.processStart
        ? undefined
        : `process id ${owner.pid} now belongs to another process`;
  }
  if (!owner.heartbeatMs) return undefined;
  return watchHeartbeat(seen, lockPath, options);
}

/** Waits until the lock's heartbeat is older than the window, or the owner shows it is alive. */
async function watchHeartbeat(
  seen: Seen,
  lockPath: string,
  options: Required<Omit<LockOptions, 'onLost'>>,
): Promise<string | undefined> {
  const silentFor = () => Date.now() - seen.beatAt;
  const waitMs = Math.min(options.staleAfterMs, options.staleAfterMs - silentFor());
  if (waitMs > 0) {
    options.logger.warn(
      { lock: lockPath, owner: seen.owner, waitMs: Math.round(waitMs) },
      `the data-dir lock is held by ${describeOwner(seen.owner as LockOwner)}: waiting up to ${Math.ceil(waitMs / 1000)} s for its heartbeat`,
    );
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      await sleep(Math.min(options.pollMs, deadline - Date.now()));
      const now = await look(lockPath);
      // It beat, or the file changed hands: either way it is not ours to take.
      if (!now || now.text !== seen.text || now.beatAt !== seen.beatAt) return undefined;
    }
  }
  return `no heartbeat for ${Math.round(Math.max(silentFor(), options.staleAfterMs) / 1000)} s`;
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes the folder's lock or throws a DataDirLockedError whose message names the lock file
 * and the process holding it. A stale lock (see above) is taken over by itself, with a log
 * line; the lock held is kept alive by a heartbeat until it is released.
 */
export async function lockDataDir(
  folder: string,
  lockOptions: LockOptions = {},
): Promise<DataDirLock> {
  const options = {
    logger: lockOptions.logger ?? createLogger(),
    heartbeatMs: lockOptions.heartbeatMs ?? HEARTBEAT_MS,
    staleAfterMs: lockOptions.staleAfterMs ?? STALE_AFTER_MS,
    pollMs: lockOptions.pollMs ?? 1000,
  };
  const { logger } = options;
  const lockPath = path.join(folder, LOCK_FILE_NAME);
  const processStart = await readProcessStart(process.pid);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    ...(processStart && { processStart }),
    heartbeatMs: options.heartbeatMs,
  };
  const myText = `${JSON.stringify(me)}\n`;
  const draft = `${lockPath}.${process.pid}.${Date.now()}.tmp`;
  /** Publishes our lock file whole; false when one exists already. */
  const publish = async (): Promise<boolean> => {
    await writeFile(draft, myText);
    try {
      await link(draft, lockPath);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return false;
    } finally {
      await unlink(draft).catch(() => {});
    }
  };

  for (let attempt = 0; attempt < 3; attempt++) {
    if (await publish()) {
      heldHere.add(lockPath);
      return keepAlive(lockPath, myText, publish, { ...options, onLost: lockOptions.onLost });
    }
    const seen = await look(lockPath);
    if (!seen) continue;
    const staleness = await findStaleness(seen, lockPath, options);
    if (!staleness) {
      const holder = seen.owner
        ? `${describeOwner(seen.owner)} holds ${lockPath}`
        : `${lockPath} exists and was not written by Citable`;
      throw new DataDirLockedError(holder);
    }
    // Taken over only if it is still the same stale file: a competitor that took it first
    // wrote a new one, which stays.
    const again = await look(lockPath);
    if (again?.text === seen.text && again.beatAt === seen.beatAt) {
      logger.warn(
        { lock: lockPath, owner: seen.owner, reason: staleness },
        `taking over the data-dir lock of ${describeOwner(seen.owner as LockOwner)}: ${staleness}`,
      );
      await unlink(lockPath).catch(() => {});
    }
  }
  throw new DataDirLockedError(`could not take the lock ${lockPath}; another process keeps it`);
}

/** The heartbeat of a lock held, and its release. */
function keepAlive(
  lockPath: string,
  myText: string,
  publish: () => Promise<boolean>,
  options: { logger: Logger; heartbeatMs: number; onLost?: (() => void) | undefined },
): DataDirLock {
  const { logger } = options;
  let isReleased = false;
  const lose = () => {
    clearInterval(heartbeat);
    logger.error(
      { lock: lockPath },
      'the data-dir lock was taken over by another process: stopping, so that two processes never write the embedded database',
    );
    if (options.onLost) options.onLost();
    else process.kill(process.pid, 'SIGTERM');
  };
  const beat = async () => {
    const seen = await look(lockPath);
    if (isReleased) return;
    if (seen?.text === myText) {
      const now = new Date();
      await utimes(lockPath, now, now).catch(() => {});
      return;
    }
    // Removed by hand while this process runs: it is still the owner, so it writes it again.
    if (!seen && (await publish())) return;
    lose();
  };
  const heartbeat = setInterval(() => void beat(), options.heartbeatMs);
  heartbeat.unref();
  return {
    release: async () => {
      isReleased = true;
      clearInterval(heartbeat);
      heldHere.delete(lockPath);
      const seen = await look(lockPath);
      if (seen?.text === myText) await unlink(lockPath).catch(() => {});
    },
  };
}
