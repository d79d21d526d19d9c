import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Metrics } from '../lib/metrics.ts';
import runTimedEngineTask, { type EngineTask, type TimedAnswer } from './engine-worker.ts';

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

function unwrap<T>(task: EngineTask, answer: TimedAnswer, metrics: Metrics | undefined): T {
  metrics?.engineSeconds.inc({ task: task.kind }, answer.seconds);
  return answer.value as T;
}

/** The engine on the calling thread: development and in-process tests. */
export function createInlineEngine(metrics?: Metrics): EngineRunner {
  return {
    async run<T>(task: EngineTask, signal?: AbortSignal) {
      signal?.throwIfAborted();
      return unwrap<T>(task, runTimedEngineTask(task), metrics);
    },
    async close() {},
  };
}

export const inlineEngine: EngineRunner = createInlineEngine();

/**
 * A pool of worker threads running `filename` (the bundled engine-worker). One thread fewer
 * than the machine has cores, at least one: the main thread keeps serving HTTP.
 */
export function createEnginePool(filename: string, metrics?: Metrics): EngineRunner {
  const threads = Math.max(1, availableParallelism() - 1);
  const pool = new Piscina({
    filename,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  return {
    async run<T>(task: EngineTask, signal?: AbortSignal) {
      const answer = (await pool.run(task, signal ? { signal } : {})) as TimedAnswer;
      return unwrap<T>(task, answer, metrics);
    },
    close: () => pool.destroy(),
  };
}
