import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { AppError } from '../lib/app-error.ts';
import { AI_MESSAGES } from './provider-errors.ts';

interface Running<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** Callers still waiting for the answer. */
  waiting: number;
}

/** Rejects as soon as the caller's own signal fires, whatever the shared work does. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () =>
      reject(new AppError('bad_request', AI_MESSAGES.cancelled, { cause: signal.reason }));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The engine is deterministic (same text, same answer), so answers are kept for recently seen
 * texts: a user who analyzes, edits back and analyzes again, or improves and then extracts
 * keywords of the same text, gets the stored answer instead of a second computation.
 *
 * Answers still being computed are shared, so a burst of identical requests computes once.
 * Each caller who leaves is answered at once; the shared work stops only when every caller
 * waiting for it has left (or its own deadline passes), so one departure never fails the
 * others.
 */
export type SharedComputation<T> = ((text: string, signal?: AbortSignal) => Promise<T>) & {
  /** Whether the answer for this text is kept: asking costs no computation. */
  isAnswered(text: string): boolean;
  /** Whether the answer for this text is kept or being computed (asking costs nothing). */
  isKnown(text: string): boolean;
};

const keyOf = (text: string) => createHash('sha256').update(text).digest('base64');

export function shareComputations<T extends object>(
  compute: (text: string, signal: AbortSignal) => Promise<T>,
  max: number,
): SharedComputation<T> {
  const done = new LRUCache<string, T>({ max });
  const running = new Map<string, Running<T>>();
  const shared = async (text: string, signal?: AbortSignal): Promise<T> => {
    if (signal?.aborted) {
      throw new AppError('bad_request', AI_MESSAGES.cancelled, { cause: signal.reason });
    }
    const key = keyOf(text);
    const cached = done.get(key);
    if (cached) return cached;
    let run = running.get(key);
    if (!run) {
      const controller = new AbortController();
      const promise = compute(text, controller.signal);
      const started: Running<T> = { promise, controller, waiting: 0 };
      running.set(key, started);
      promise.then(
        (value) => done.set(key, value),
        () => {},
      );
      promise.finally(() => running.delete(key)).catch(() => {});
      run = started;
    }
    const current = run;
    current.waiting += 1;
    const leave = () => {
      current.waiting -= 1;
      if (current.waiting === 0) current.controller.abort(signal?.reason);
    };
    signal?.addEventListener('abort', leave, { once: true });
    try {
      return await untilAborted(current.promise, signal);
    } finally {
      if (!signal?.aborted) {
        signal?.removeEventListener('abort', leave);
        current.waiting -= 1;
      }
    }
  };
  return Object.assign(shared, {
    isAnswered: (text: string) => done.has(keyOf(text)),
    isKnown: (text: string) => {
      const key = keyOf(text);
      return done.has(key) || running.has(key);
    },
  });
}
