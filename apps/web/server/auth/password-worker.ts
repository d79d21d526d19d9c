import { scryptSync } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';

/** One piece of work for a password thread; the same shape runs inline or in a worker. */
export type PasswordTask =
  | {
      kind: 'derive';
      password: string;
      salt: Uint8Array;
      N: number;
      r: number;
      p: number;
      keyLength: number;
      maxmem: number;
    }
  /** Holds the thread as long as a derivation would, without its CPU or memory (passwords.ts). */
  | { kind: 'wait'; ms: number };

export interface DerivedKey {
  key: Uint8Array;
  /** How long the derivation itself took, without any time in the queue. */
  ms: number;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * A hash thread yields the CPU to the main thread, which serves every page: it runs at a
 * lower priority (nice 10). Linux keeps a nice value per thread (setpriority(2), "Bugs"), and
 * /proc/thread-self names this thread's id. Elsewhere the thread keeps the process's priority.
 */
function lowerThisThreadsPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: the hash threads still keep libuv's pool free.
  }
}
if (!isMainThread) lowerThisThreadsPriority();

/**
 * The worker thread's entry (bundled to build/server/password-worker.js; see
 * password-runner.ts). scryptSync on purpose: the asynchronous scrypt would hand the work to
 * libuv's thread pool, which the whole process shares with file reads and compression, and
 * that sharing is what stalled the site under a burst of sign-ins (issue 31, finding 5).
 */
export default function runPasswordTask(task: PasswordTask): DerivedKey | null {
  if (task.kind === 'wait') {
    // Nobody ever notifies this cell: the wait always lasts its full time.
    Atomics.wait(sleeper, 0, 0, task.ms);
    return null;
  }
  const started = performance.now();
  const key = scryptSync(task.password, task.salt, task.keyLength, {
    N: task.N,
    r: task.r,
    p: task.p,
    maxmem: task.maxmem,
  });
  return { key, ms: performance.now() - started };
}
