import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { findBodyProblem, MAX_JSON_DEPTH, measureJsonDepth } from './json-body-checks.ts';

const PROBLEM_MESSAGES = {
  nul: 'Text must not contain NUL characters (U+0000).',
  prototype_key: 'The request body must not contain the key "__proto__".',
} as const;

/**
 * The checks a JSON body passes before any schema walks it. The body's size is bounded before
 * this runs (bodyLimit in app.ts, 413 past 4 MB); its depth is checked on the raw text before
 * it is parsed, and no service may receive a NUL or a "__proto__" key.
 */
async function checkJsonBody(c: Context): Promise<void> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError(
      'unsupported_media_type',
      'Send the request as JSON (Content-Type: application/json).',
    );
  }
  // Hono keeps the text, so the validator below reads the same body without a second stream.
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
}

type Validation =
  | { success: true }
  | { success: false; error: { issues: readonly { message: string }[] } };

function refuseInvalid(result: Validation): void {
  if (!result.success) {
    throw new AppError(
      'bad_request',
      result.error.issues[0]?.message ?? 'The request is not valid.',
    );
  }
}

/**
 * Middleware that validates a JSON body with the shared schema; the handler reads it typed
 * with `c.req.valid('json')`. Bad input is refused with the first problem's message (the
 * spec's wording lives in the schemas), status 400, and changes nothing.
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  const validate = zValidator('json', schema, refuseInvalid);
  const checked: typeof validate = async (c, next) => {
    await checkJsonBody(c);
    return validate(c, next);
  };
  return checked;
}
