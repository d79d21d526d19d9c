import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';

/**
 * Reads a JSON body and validates it with the shared schema. Bad input is refused with the
 * first problem's message (the spec's wording lives in the schemas) and changes nothing.
 */
export async function parseJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError(
      'unsupported_media_type',
      'Send the request as JSON (Content-Type: application/json).',
    );
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('bad_request', 'The request body must be a JSON object.');
  }
  if (containsNul(body)) {
    throw new AppError('bad_request', 'Text must not contain NUL characters (U+0000).');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new AppError(
      'bad_request',
      result.error.issues[0]?.message ?? 'The request is not valid.',
    );
  }
  return result.data;
}

/** PostgreSQL text cannot hold U+0000, so no request may carry it into a service. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}
