import { scrypt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Piscina } from 'piscina';
import type { DerivedKey, PasswordTask } from './password-worker.ts';

/**
 * Where password hashes are computed. In production: a fixed pool of worker threads of its
 * own (decision 008), so that a burst of sign-ins holds those threads and nothing else.
 * Development and in-process tests compute inline (Node's asynchronous scrypt).
 */
export interface PasswordRunner {
  /** How many hashes run at once; the queue in front of them is bounded in passwords.ts. */
  readonly threads: number;
  derive(task: Extract<PasswordTask, { kind: 'derive' }>): Promise<DerivedKey>;
  /** Occupies a place among the running hashes for `ms`, spending no CPU. */
  wait(ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * One thread per core, at most four: each hash holds a core and 128 MB for about half a
 * second. The threads run at a lower priority than the main thread (password-worker.ts), so
 * on Linux pages are served first and hashes take the CPU that is left.
 */
export const PASSWORD_THREADS = Math.max(1, Math.min(4, availableParallelism()));

export function createInlinePasswordRunner(threads = PASSWORD_THREADS): PasswordRunner {
  return {
    threads,
    derive(task) {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const { N, r, p, maxmem } = task;
        scrypt(task.password, task.salt, task.keyLength, { N, r, p, maxmem }, (error, key) => {
          if (error) reject(error);
          else resolve({ key, ms: performance.now() - started });
        });
      });
    },
    async wait(ms) {
      await sleep(ms);
    },
    async close() {},
  };
}

/** A pool of `threads` worker threads running `filename` (the bundled password-worker). */
export function createPasswordPool(filename: string, threads = PASSWORD_THREADS): PasswordRunner {
  const pool = new Piscina({
    filename,
    // All threads from the start and kept: a sign-in never waits for a thread to boot.
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return {
    threads,
    derive: (task) => pool.run(task) as Promise<DerivedKey>,
    async wait(ms) {
      await pool.run({ kind: 'wait', ms } satisfies PasswordTask);
    },
    close: () => pool.destroy(),
  };
}
