/*
 * Sends sign-ins from a process of its own, as an attacker elsewhere would: a flood sent from
 * the process that measures pages would time its own sending too. Reads
 * `{ url, attempts: [{ email, password, ip }], spreadMs }` as JSON from argv[2]: the attempts
 * go out evenly over `spreadMs` (0: all at once). Prints one JSON line per answer
 * ({ status, ms, retryAfter, error }) in the attempts' order, once all are back.
 * Used by tests/integration/sign-in-flood.integration.test.ts and bench/http/sign-in-flood.mjs.
 */
import { setTimeout as sleep } from 'node:timers/promises';

const { url, attempts, spreadMs = 0 } = JSON.parse(process.argv[2] ?? '{}');
const answers = await Promise.all(
  attempts.map(async ({ email, password, ip }, i) => {
    if (spreadMs > 0) await sleep((i * spreadMs) / attempts.length);
    const started = performance.now();
    const response = await fetch(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Origin: url,
        'X-Forwarded-For': ip,
      },
      body: JSON.stringify({ email, password }),
    });
    const body = await response.json().catch(() => ({}));
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
      error: body.error,
    };
  }),
);
for (const answer of answers) process.stdout.write(`${JSON.stringify(answer)}\n`);
