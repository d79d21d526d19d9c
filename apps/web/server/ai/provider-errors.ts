import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AppError } from '../lib/app-error.ts';

export const AI_MESSAGES = {
  timeout: 'The AI did not answer in time. Please try again.',
  rateLimited: 'The AI service is busy right now. Please try again in a moment.',
  unavailable: 'The AI service had a problem. Please try again.',
  unreachable: 'Could not reach the AI service. Please try again later.',
  unauthorized: 'The AI service refused our credentials. Please contact support.',
  badFormat: 'The AI answered in an unexpected format. Please try again.',
  empty: 'Empty response from AI.',
  cancelled: 'The request was cancelled.',
  busy: 'Citable is busy right now. Please try again in a moment.',
  restarting: 'The server is restarting. Please try again in a moment.',
} as const;

/** Maps whatever the OpenAI client threw to one AppError with a message a user can act on. */
export function mapProviderError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof APIUserAbortError)
    return new AppError('bad_request', AI_MESSAGES.cancelled, { cause: error });
  if (error instanceof APIConnectionTimeoutError)
    return new AppError('timeout', AI_MESSAGES.timeout, { cause: error });
  if (error instanceof APIConnectionError)
    return new AppError('upstream', AI_MESSAGES.unreachable, { cause: error });
  if (error instanceof APIError) {
    if (error.status === 429)
      return new AppError('rate_limited', AI_MESSAGES.rateLimited, {
        cause: error,
        retryAfterSeconds: 5,
      });
    if (error.status === 401 || error.status === 403)
      return new AppError('upstream', AI_MESSAGES.unauthorized, { cause: error });
    return new AppError('upstream', AI_MESSAGES.unavailable, { cause: error });
  }
  if ((error as Error)?.name === 'AbortError')
    return new AppError('bad_request', AI_MESSAGES.cancelled, { cause: error });
  return new AppError('upstream', AI_MESSAGES.unavailable, { cause: error });
}
