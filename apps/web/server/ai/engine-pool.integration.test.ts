import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { createEnginePool } from './engine-pool.ts';
import { createBuiltinProvider } from './providers/builtin.ts';

/** The builtin engine in real worker threads: time limits end runaway work for real. */
const spinning = fileURLToPath(new URL('./test-workers/spinning-worker.mjs', import.meta.url));
const engine = createEnginePool(spinning);
afterAll(() => engine.close());

describe('the engine pool', () => {
  const provider = createBuiltinProvider({ engine, timeoutMs: 1000 });

  it('answers from a worker thread', async () => {
    expect(await provider.analyze('hello', { systemPrompt: '' })).toBe('done: analyze hello');
  });

  it('stops a computation past the time limit, and keeps answering afterwards', async () => {
    const started = Date.now();
    const failure = await provider.analyze('spin', { systemPrompt: '' }).catch((error) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).message).toBe('The AI did not answer in time. Please try again.');
    expect(Date.now() - started).toBeLessThan(10_000);
    // The spinning thread was ended; a fresh one takes the next task.
    expect(await provider.analyze('after', { systemPrompt: '' })).toBe('done: analyze after');
  });

  it('stops a computation whose caller went away', async () => {
    const controller = new AbortController();
    const call = provider.improve('spin', { systemPrompt: '', signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(call).rejects.toThrow('The request was cancelled.');
    expect(await provider.extractKeywords('later', {})).toBe('done: keywords later');
  });
});
