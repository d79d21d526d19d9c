import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { type EngineTask, runEngineTask } from './engine-worker.ts';

/**
 * Where the builtin engine runs. In production it runs in worker threads, so that a long text
 * (50,000 words take a few hundred milliseconds to improve) never holds up other requests,
 * and a task whose caller left or whose time ran out is stopped for real: its thread is ended.
 * Development and in-process tests run it inline.
 */
export interface EngineRunner {
  run<T>(task: EngineTask, signal?: AbortSignal): Promise<T>;
  close(): Promise<void>;
}

export const inlineEngine: EngineRunner = {
  async run<T>(task: EngineTask, signal?: AbortSignal) {
    signal?.throwIfAborted();
    return runEngineTask(task) as T;
  },
  async close() {},
};

/**
 * A pool of worker threads running `filename` (the bundled engine-worker). One thread fewer
 * than the machine has cores, at least one: the main thread keeps serving HTTP.
 */
export function createEnginePool(filename: string): EngineRunner {
  const threads = Math.max(1, availableParallelism() - 1);
  const pool = new Piscina({
    filename,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  return {
    run<T>(task: EngineTask, signal?: AbortSignal) {
      return pool.run(task, signal ? { signal } : {}) as Promise<T>;
    },
    close: () => pool.destroy(),
  };
}
