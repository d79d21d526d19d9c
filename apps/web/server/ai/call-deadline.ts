import { AppError } from '../lib/app-error.ts';
import { AI_MESSAGES } from './provider-errors.ts';

/**
 * Runs one provider call under one deadline (AI_TIMEOUT_MS, DESIGN.md 2): every attempt, the
 * client's retries and their backoff, a JSON retry, and the reading of a body or stream all
 * share it. The OpenAI client's own timeout stops at the headers and restarts per attempt, so
 * it cannot bound a provider that stalls mid-answer. `work` gets the signal to pass to every
 * request; the call also stops waiting the moment the signal fires, whatever the client does
 * (its backoff sleeps, for one, do not listen to it).
 */
export async function withDeadline<T>(
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const timer = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timer]) : timer;
  let onAbort = () => {};
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work(signal), stopped]);
  } catch (error) {
    // The caller going away wins over the clock: nobody is left to read a timeout message.
    if (callerSignal?.aborted)
      throw new AppError('bad_request', AI_MESSAGES.cancelled, { cause: error });
    if (timer.aborted) throw new AppError('timeout', AI_MESSAGES.timeout, { cause: error });
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
