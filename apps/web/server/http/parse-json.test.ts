import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { jsonBody } from './parse-json.ts';

/** jsonBody behind a real Hono app with the product's error mapping. */
function appWithParser() {
  const app = new Hono();
  app.post('/echo', jsonBody(z.object({ content: z.string() })), (c) =>
    c.json(c.req.valid('json')),
  );
  app.onError((error, c) =>
    error instanceof AppError
      ? c.json({ error: error.message }, error.status)
      : c.json({ error: 'unexpected' }, 500),
  );
  return app;
}

const post = (body: string) =>
  appWithParser().request('/echo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

describe('jsonBody', () => {
  it('refuses a 10 KB body nested 5,000 deep with 400 and says why', async () => {
    const response = await post(`{"content":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'The request body is nested too deeply (at most 32 levels).',
    });
  });

  it('refuses unbalanced deep nesting before trying to parse it', async () => {
    const response = await post('{"a":'.repeat(200_000));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/nested too deeply/);
  });

  it('accepts nesting up to the limit and validates with the schema', async () => {
    const nested = `${'['.repeat(31)}${']'.repeat(31)}`;
    const response = await post(`{"content":"ok","extra":${nested}}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ content: 'ok' });
  });

  it('refuses NUL and "__proto__" keys with 400', async () => {
    const nul = await post('{"content":"a\\u0000b"}');
    expect(nul.status).toBe(400);
    expect((await nul.json()).error).toBe('Text must not contain NUL characters (U+0000).');
    const proto = await post('{"content":"a","__proto__":{"polluted":true}}');
    expect(proto.status).toBe(400);
    expect((await proto.json()).error).toBe(
      'The request body must not contain the key "__proto__".',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses invalid JSON and non-objects with 400', async () => {
    expect((await post('{"content":')).status).toBe(400);
    expect((await post('[1,2]')).status).toBe(400);
    expect((await post('"text"')).status).toBe(400);
  });
});
