import { APIError } from 'openai';

/**
 * A 400 or 422 that names the output format: the endpoint does not take that
 * `response_format` (some local servers refuse JSON mode or structured output). The caller
 * asks again without it and remembers, rather than failing the user's call.
 */
export function isFormatRefusal(error: unknown): boolean {
  return (
    error instanceof APIError &&
    (error.status === 400 || error.status === 422) &&
    /response_format|json|schema|structured|grammar/i.test(error.message)
  );
}
