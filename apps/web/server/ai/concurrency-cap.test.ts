import { describe, expect, it } from 'vitest';
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

  it('answers a call that waited too long in the queue with the timeout message', async () => {
    const { provider, state } = controllableProvider();
    const capped = capConcurrency(provider, { maxConcurrent: 1, maxWaitMs: 50 });
    const first = capped.analyze('x', { systemPrompt: 's' });
    await expect(capped.analyze('x', { systemPrompt: 's' })).rejects.toThrow(
      'The AI did not answer in time. Please try again.',
    );
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
});
