import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { findBodyProblem, MAX_JSON_DEPTH, measureJsonDepth } from './json-body-checks.ts';

const PROBLEM_MESSAGES = {
  nul: 'Text must not contain NUL characters (U+0000).',
  prototype_key: 'The request body must not contain the key "__proto__".',
} as const;

/**
 * Reads a JSON body and validates it with the shared schema. Bad input is refused with the
 * first problem's message (the spec's wording lives in the schemas) and changes nothing.
 * The body's size is bounded before this runs (bodyLimit in app.ts, 413 past 4 MB); its depth
 * is checked on the raw text before it is parsed or walked.
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
  const text = await c.req.text();
  if (measureJsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new AppError(
      'bad_request',
      `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('bad_request', 'The request body must be a JSON object.');
  }
  const problem = findBodyProblem(body);
  if (problem) throw new AppError('bad_request', PROBLEM_MESSAGES[problem]);
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new AppError(
      'bad_request',
      result.error.issues[0]?.message ?? 'The request is not valid.',
    );
  }
  return result.data;
}
