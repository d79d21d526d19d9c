import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { capConcurrency } from './concurrency-cap.ts';
import type { AiProvider } from './provider.ts';

/** A provider whose calls end when the test says, and which counts how many run at once. */
function controllableProvider() {
  const state = { running: 0, mostAtOnce: 0, started: 0, release: [] as (() => void)[] };
  const call = async () => {
    state.started++;
    state.running++;
    state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
    await new Promise<void>((resolve) => state.release.push(resolve));
    state.running--;
    return 'done';
  };
  const provider: AiProvider = {
    name: 'openai',
    analyze: call,
    improve: async () => ({ improvedContent: await call() }),
    extractKeywords: async () => [],
    researchKeyword: call,
  };
  return { provider, state };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('capConcurrency', () => {
  it('runs at most the cap at once and queues the rest of a burst', async () => {
    const { provider, state } = controllableProvider();
    const capped = capConcurrency(provider, { maxConcurrent: 3, maxWaitMs: 60_000 });
    const calls = Array.from({ length: 20 }, () => capped.analyze('x', { systemPrompt: 's' }));
    await tick();
    expect(state.started).toBe(3);
    while (state.started < 20 || state.release.length > 0) {
      state.release.shift()?.();
      await tick();
    }
    expect(await Promise.all(calls)).toEqual(Array(20).fill('done'));
    expect(state.mostAtOnce).toBe(3);
  });

  it('drops a queued call whose caller went away, without ever starting it', async () => {
    const { provider, state } = controllableProvider();
    const capped = capConcurrency(provider, { maxConcurrent: 1, maxWaitMs: 60_000 });
    const first = capped.analyze('x', { systemPrompt: 's' });
    const leaving = new AbortController();
    const second = capped.analyze('x', { systemPrompt: 's', signal: leaving.signal });
    await tick();
    leaving.abort();
    await expect(second).rejects.toThrow('The request was cancelled.');
    state.release.shift()?.();
    await first;
    await tick();
    expect(state.started).toBe(1);
  });

  it('refuses a call that waited too long in the queue with 503 and Retry-After', async () => {
    const { provider, state } = controllableProvider();
    const capped = capConcurrency(provider, { maxConcurrent: 1, maxWaitMs: 50 });
    const first = capped.analyze('x', { systemPrompt: 's' });
    const refused = await capped.analyze('x', { systemPrompt: 's' }).catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.message).toBe('Citable is busy right now. Please try again in a moment.');
    expect(refused.status).toBe(503);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(state.started).toBe(1);
    state.release.shift()?.();
    await first;
  });

  it('keeps the slot of a running call until it settles, even when its caller leaves', async () => {
    const { provider, state } = controllableProvider();
    const capped = capConcurrency(provider, { maxConcurrent: 1, maxWaitMs: 60_000 });
    const leaving = new AbortController();
    const first = capped.analyze('x', { systemPrompt: 's', signal: leaving.signal });
    const second = capped.analyze('x', { systemPrompt: 's' });
    await tick();
    leaving.abort();
    await tick();
    expect(state.started).toBe(1);
    state.release.shift()?.();
    await first;
    await tick();
    expect(state.started).toBe(2);
    state.release.shift()?.();
    expect(await second).toBe('done');
    expect(state.mostAtOnce).toBe(1);
  });

  it("keeps the provider's own evidence and citation map, outside the queue", async () => {
    const { provider } = controllableProvider();
    const map = { passages: [] } as unknown as Awaited<
      ReturnType<NonNullable<AiProvider['mapCitations']>>
    >;
    const evidence = {} as Awaited<ReturnType<NonNullable<AiProvider['findEvidence']>>>;
    const capped = capConcurrency(
      { ...provider, mapCitations: async () => map, findEvidence: async () => evidence },
      { maxConcurrent: 1, maxWaitMs: 60_000 },
    );
    // The one slot is taken and never released: a queued call would wait forever.
    void capped.analyze('x', { systemPrompt: 's' });
    await tick();
    expect(capped.mapCitations).toBeDefined();
    expect(await capped.mapCitations?.('x', {})).toBe(map);
    expect(await capped.findEvidence?.('x', {})).toBe(evidence);
  });

  it('refuses at once past the waiting bound, and one caller holds at most half of it', async () => {
    const { provider, state } = controllableProvider();
    const capped = capConcurrency(provider, { maxConcurrent: 1, maxWaiting: 4, maxWaitMs: 60_000 });
    const calls = Array.from({ length: 4 }, () =>
      capped.analyze('x', { systemPrompt: 's', caller: 'burst' }).catch((error) => error),
    );
    await tick();
    // One runs and two wait (half of four places); the fourth is refused without waiting.
    expect(state.started).toBe(1);
    const refused = await calls[3];
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.status).toBe(503);
    const others = Array.from({ length: 3 }, () =>
      capped.analyze('x', { systemPrompt: 's', caller: 'other' }).catch((error) => error),
    );
    await tick();
    // The other caller gets the remaining two places; only then is the queue full.
    expect((await others[2]).status).toBe(503);
    while (state.release.length > 0) {
      state.release.shift()?.();
      await tick();
    }
    expect(await Promise.all([...calls.slice(0, 3), ...others.slice(0, 2)])).toEqual(
      Array(5).fill('done'),
    );
  });

  it("serves waiting callers in turn, so one account's burst does not starve another", async () => {
    const order: string[] = [];
    const release: (() => void)[] = [];
    const provider: AiProvider = {
      name: 'builtin',
      analyze: async (content) => {
        order.push(content);
        await new Promise<void>((resolve) => release.push(resolve));
        return content;
      },
      improve: async () => ({ improvedContent: '' }),
      extractKeywords: async () => [],
      researchKeyword: async () => '',
    };
    const capped = capConcurrency(provider, { maxConcurrent: 1, maxWaitMs: 60_000 });
    const burst = ['a1', 'a2', 'a3', 'a4'].map((id) =>
      capped.analyze(id, { systemPrompt: 's', caller: 'a' }),
    );
    await tick();
    const late = capped.analyze('b1', { systemPrompt: 's', caller: 'b' });
    while (order.length < 5 || release.length > 0) {
      release.shift()?.();
      await tick();
    }
    await Promise.all([...burst, late]);
    // First in, first out would have run b1 last, after the whole burst.
    expect(order).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
  });

  it('answers a kept answer without waiting, and refuses before reading when the queue is full', async () => {
    const { provider, state } = controllableProvider();
    const kept = {
      ...provider,
      isAnswered: (_tool: string, content: string) => content === 'kept',
    };
    const capped = capConcurrency(kept, { maxConcurrent: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    const running = capped.analyze('x', { systemPrompt: 's' });
    const waiting = capped.analyze('y', { systemPrompt: 's' });
    await tick();
    expect(() => capped.assertAdmissible?.()).toThrow(
      'Citable is busy right now. Please try again in a moment.',
    );
    // The kept text's call goes straight to the provider, past the full queue.
    const answered = capped.analyze('kept', { systemPrompt: 's' });
    await tick();
    expect(state.started).toBe(2);
    while (state.release.length > 0 || state.started < 3) {
      state.release.shift()?.();
      await tick();
    }
    expect(await Promise.all([running, waiting, answered])).toEqual(['done', 'done', 'done']);
    expect(() => capped.assertAdmissible?.()).not.toThrow();
  });
});
