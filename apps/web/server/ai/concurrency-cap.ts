import { AppError } from '../lib/app-error.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { AiProvider } from './provider.ts';
import { AI_MESSAGES } from './provider-errors.ts';

/**
 * The admission queue of one process (issue 8, finding 8; issue 37). At most `maxConcurrent`
 * AI calls run at once; the rest wait, at most `maxWaiting` of them and each at most
 * `maxWaitMs`. Past either bound a call is refused at once with 503 and `Retry-After`, instead
 * of piling up until it times out: under overload the calls let in keep their latency and
 * memory stays bounded.
 *
 * Waiting calls are served round-robin by caller (`CallOptions.caller`: the account, or the
 * testers of one address), and one caller holds at most half the waiting places, so one
 * account's burst neither starves the others nor fills the queue against them.
 *
 * Hand-written: p-queue (used before) and the other queues on npm are first-in first-out or
 * by priority; none serves keys in turn.
 */
export interface ConcurrencyCapSettings {
  maxConcurrent: number;
  /** Calls that may wait for a slot; past it, 503 at once. */
  maxWaiting?: number;
  /** How long a call may wait for a slot; past it, 503. */
  maxWaitMs: number;
  metrics?: Metrics;
}

interface Waiter {
  caller: string;
  start: () => void;
}

type Tool = 'analyze' | 'improve' | 'keywords' | 'research' | 'rescore';

export function capConcurrency(provider: AiProvider, settings: ConcurrencyCapSettings): AiProvider {
  const maxWaiting = settings.maxWaiting ?? Number.POSITIVE_INFINITY;
  const perCaller = Math.max(1, Math.ceil(maxWaiting / 2));
  const { metrics } = settings;
  /** Waiting calls by caller, in the order callers are served (a Map keeps insertion order). */
  const waiting = new Map<string, Waiter[]>();
  let waitingCount = 0;
  let running = 0;
  /** Seconds a call holds its slot, smoothed: the basis of the Retry-After estimate. */
  let averageSeconds = 1;
  metrics?.watchAdmission(() => ({ waiting: waitingCount, running }));

  function retryAfter(): number {
    const queued = (waitingCount + 1) / settings.maxConcurrent;
    return Math.min(60, Math.max(1, Math.ceil(queued * averageSeconds)));
  }

  function refuse(
    reason: 'queue_full' | 'waited_too_long',
    tool: Tool | 'before_reading',
  ): AppError {
    metrics?.aiRefusals.inc({ reason });
    metrics?.aiCalls.inc({ provider: provider.name, tool, outcome: 'refused' });
    return new AppError('unavailable', AI_MESSAGES.busy, { retryAfterSeconds: retryAfter() });
  }

  function removeWaiter(waiter: Waiter): boolean {
    const list = waiting.get(waiter.caller);
    const index = list?.indexOf(waiter) ?? -1;
    if (!list || index < 0) return false;
    list.splice(index, 1);
    if (list.length === 0) waiting.delete(waiter.caller);
    waitingCount -= 1;
    return true;
  }

  /** Gives a freed slot to the next caller in turn, who then goes to the back of the line. */
  function startNext(): void {
    while (running < settings.maxConcurrent && waitingCount > 0) {
      const [caller, list] = waiting.entries().next().value as [string, Waiter[]];
      const next = list[0] as Waiter;
      removeWaiter(next);
      const rest = waiting.get(caller);
      if (rest) {
        waiting.delete(caller);
        waiting.set(caller, rest);
      }
      next.start();
    }
  }

  /** Resolves when the call holds a slot; rejects when it is refused or its caller leaves. */
  function admit(caller: string, tool: Tool, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(new AppError('bad_request', AI_MESSAGES.cancelled));
    if (running < settings.maxConcurrent && waitingCount === 0) {
      running += 1;
      return Promise.resolve();
    }
    const mine = waiting.get(caller)?.length ?? 0;
    if (waitingCount >= maxWaiting || mine >= perCaller)
      return Promise.reject(refuse('queue_full', tool));
    return new Promise<void>((resolve, reject) => {
      const stopWaiting = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        caller,
        start: () => {
          stopWaiting();
          running += 1;
          resolve();
        },
      };
      const onAbort = () => {
        if (!removeWaiter(waiter)) return;
        stopWaiting();
        reject(new AppError('bad_request', AI_MESSAGES.cancelled));
      };
      const timer = setTimeout(() => {
        if (!removeWaiter(waiter)) return;
        stopWaiting();
        reject(refuse('waited_too_long', tool));
      }, settings.maxWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      const list = waiting.get(caller);
      if (list) list.push(waiter);
      else waiting.set(caller, [waiter]);
      waitingCount += 1;
    });
  }

  /**
   * Once a call starts it keeps its slot until it settles (the provider call has its own
   * deadline and listens to the caller's signal), so a call cancelled mid-flight never lets
   * another one past the cap while it winds down.
   */
  async function run<T>(
    tool: Tool,
    content: string,
    options: { signal?: AbortSignal; caller?: string },
    work: () => Promise<T>,
  ): Promise<T> {
    // A kept answer (an identical text) costs nothing: it never waits behind computations.
    if (tool !== 'research' && tool !== 'rescore' && provider.isAnswered?.(tool, content)) {
      const answer = await work();
      metrics?.aiCalls.inc({ provider: provider.name, tool, outcome: 'ok' });
      return answer;
    }
    const admitted = performance.now();
    await admit(options.caller ?? '', tool, options.signal);
    const started = performance.now();
    let outcome = 'ok';
    try {
      return await work();
    } catch (error) {
      outcome = error instanceof AppError ? error.code : 'internal';
      throw error;
    } finally {
      const held = (performance.now() - started) / 1000;
      averageSeconds = averageSeconds * 0.9 + held * 0.1;
      running -= 1;
      startNext();
      metrics?.aiCalls.inc({ provider: provider.name, tool, outcome });
      metrics?.aiSeconds.observe(
        { provider: provider.name, tool },
        (performance.now() - admitted) / 1000,
      );
    }
  }

  return {
    name: provider.name,
    analyze: (content, options) =>
      run('analyze', content, options, () => provider.analyze(content, options)),
    // An improvement toward target questions is not the stored one of the same text alone
    // (issue 36): keyed apart, it waits its turn like any computation.
    improve: (content, options) =>
      run(
        'improve',
        options.targetQuestions?.length
          ? `${content}\u0000${options.targetQuestions.join('\n')}`
          : content,
        options,
        () => provider.improve(content, options),
      ),
    extractKeywords: (content, options) =>
      run('keywords', content, options, () => provider.extractKeywords(content, options)),
    researchKeyword: (keyword, options) =>
      run('research', keyword, options, () => provider.researchKeyword(keyword, options)),
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
            run('rescore', content, options, () =>
              (provider.rescoreImprovement as NonNullable<AiProvider['rescoreImprovement']>)(
                content,
                acceptedEditIds,
                options,
              ),
            ),
        }
      : {}),
    // Refused before the route reads the body or the database: a full queue answers at once.
    assertAdmissible() {
      if (waitingCount >= maxWaiting && running >= settings.maxConcurrent)
        throw refuse('queue_full', 'before_reading');
    },
    // Calls still waiting get an answer (the closed provider's error, at worst) rather than a
    // promise that never settles.
    close: () => provider.close?.() ?? Promise.resolve(),
  };
}
