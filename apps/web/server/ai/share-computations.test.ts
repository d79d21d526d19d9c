import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { shareComputations } from './share-computations.ts';

/** A computation that waits until released, or rejects when its signal fires. */
function controllable() {
  const calls: { text: string; signal: AbortSignal; release: (value: string) => void }[] = [];
  const compute = (text: string, signal: AbortSignal) =>
    new Promise<{ value: string }>((resolve, reject) => {
      calls.push({ text, signal, release: (value) => resolve({ value }) });
      signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
    });
  return { calls, compute };
}

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => {
      state = 'resolved';
    },
    () => {
      state = 'rejected';
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return state;
};

describe('shareComputations', () => {
  it('computes a text once for callers who ask at the same time, and keeps the answer', async () => {
    const { calls, compute } = controllable();
    const run = shareComputations(compute, 10);
    const first = run('same text');
    const second = run('same text');
    expect(calls).toHaveLength(1);
    calls[0]?.release('answer');
    expect(await first).toEqual({ value: 'answer' });
    expect(await second).toEqual({ value: 'answer' });
    expect(await run('same text')).toEqual({ value: 'answer' });
    expect(calls).toHaveLength(1);
  });

  it('answers a caller who leaves at once, and keeps computing for the one who stays', async () => {
    const { calls, compute } = controllable();
    const run = shareComputations(compute, 10);
    const leaving = new AbortController();
    const first = run('shared', leaving.signal);
    const second = run('shared', new AbortController().signal);
    leaving.abort();
    await expect(first).rejects.toThrow('The request was cancelled.');
    expect(calls[0]?.signal.aborted).toBe(false);
    expect(await settled(second)).toBe('pending');
    calls[0]?.release('still wanted');
    expect(await second).toEqual({ value: 'still wanted' });
  });

  it('stops the work when every caller has left', async () => {
    const { calls, compute } = controllable();
    const run = shareComputations(compute, 10);
    const a = new AbortController();
    const b = new AbortController();
    const first = run('abandoned', a.signal);
    const second = run('abandoned', b.signal);
    a.abort();
    expect(calls[0]?.signal.aborted).toBe(false);
    b.abort();
    expect(calls[0]?.signal.aborted).toBe(true);
    for (const call of [first, second]) {
      const failure = await call.catch((error) => error);
      expect(failure).toBeInstanceOf(AppError);
    }
    // Nothing was kept: the next caller computes afresh.
    const third = run('abandoned');
    expect(calls).toHaveLength(2);
    calls[1]?.release('fresh');
    expect(await third).toEqual({ value: 'fresh' });
  });
});
