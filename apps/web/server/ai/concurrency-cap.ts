import PQueue from 'p-queue';
import { AppError } from '../lib/app-error.ts';
import type { AiProvider } from './provider.ts';
import { AI_MESSAGES } from './provider-errors.ts';

/**
 * A process-wide cap on AI calls in flight (issue 8, finding 8): a burst waits its turn in a
 * queue instead of fanning out into hundreds of simultaneous provider requests. A queued call
 * leaves the queue when its caller goes away (nothing is sent for it), and waits at most
 * `maxWaitMs` (AI_TIMEOUT_MS) before it is answered with the timeout message.
 */
export interface ConcurrencyCapSettings {
  maxConcurrent: number;
  maxWaitMs: number;
}

export function capConcurrency(provider: AiProvider, settings: ConcurrencyCapSettings): AiProvider {
  const queue = new PQueue({ concurrency: settings.maxConcurrent });

  /**
   * The queue's signal ends only the wait: once a call starts it keeps its slot until it
   * settles (the provider call has its own deadline and listens to the caller's signal), so a
   * call cancelled mid-flight never lets another one past the cap while it winds down.
   */
  async function run<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    const waiting = new AbortController();
    let reason: 'cancelled' | 'timeout' | undefined;
    const onCallerAbort = () => {
      reason = 'cancelled';
      waiting.abort();
    };
    const timer = setTimeout(() => {
      reason = 'timeout';
      waiting.abort();
    }, settings.maxWaitMs);
    const stopWaiting = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    };
    if (signal?.aborted) onCallerAbort();
    else signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      return await queue.add(
        () => {
          stopWaiting();
          return work();
        },
        { signal: waiting.signal },
      );
    } catch (error) {
      if (reason === 'cancelled')
        throw new AppError('bad_request', AI_MESSAGES.cancelled, { cause: error });
      if (reason === 'timeout')
        throw new AppError('timeout', AI_MESSAGES.timeout, { cause: error });
      throw error;
    } finally {
      stopWaiting();
    }
  }

  return {
    name: provider.name,
    analyze: (content, options) => run(options.signal, () => provider.analyze(content, options)),
    improve: (content, options) => run(options.signal, () => provider.improve(content, options)),
    extractKeywords: (content, options) =>
      run(options.signal, () => provider.extractKeywords(content, options)),
    researchKeyword: (keyword, options) =>
      run(options.signal, () => provider.researchKeyword(keyword, options)),
    // The evidence of an analysis just made is answered from the provider's store, so it does
    // not wait in the queue behind other calls.
    ...(provider.findEvidence ? { findEvidence: provider.findEvidence.bind(provider) } : {}),
    // Likewise the citation map: without this the builtin engine's map, made in its worker
    // threads, was left behind and the map was computed again on the request thread.
    ...(provider.mapCitations ? { mapCitations: provider.mapCitations.bind(provider) } : {}),
    // Rescoring a choice of edits is engine work like the improve call it follows: it waits
    // its turn with the other calls.
    ...(provider.rescoreImprovement
      ? {
          rescoreImprovement: (content, acceptedEditIds, options) =>
            run(options.signal, () =>
              (provider.rescoreImprovement as NonNullable<AiProvider['rescoreImprovement']>)(
                content,
                acceptedEditIds,
                options,
              ),
            ),
        }
      : {}),
    // Queued calls are left to run: each gets an answer (the closed provider's error, at
    // worst) rather than a promise that never settles.
    close: () => provider.close?.() ?? Promise.resolve(),
  };
}
