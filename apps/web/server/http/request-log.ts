import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger.ts';
import { redactPath } from './redact-path.ts';
import type { AppEnv } from './request-context.ts';

const REQUEST_ID_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it is well formed, else a new
 * one), echoes it on the response, and writes one structured log line when the response ends.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    const child = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', child);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    const status = c.res.status;
    const entry = {
      method: c.req.method,
      path: redactPath(c.req.path),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) child.error(entry, 'request failed');
    else child.info(entry, 'request');
  };
}
