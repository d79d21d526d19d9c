import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * Issue 8, finding 10: /TESTING/<secret> wrote the secret to the log, because the redaction
 * matched only the lower-case path. The built server, its real log lines, every spelling.
 */
const SECRET = 'Log-Redaction-Secret-0123456789';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TESTING_SECRET: SECRET, LOG_LEVEL: 'debug' });
});
afterAll(async () => {
  await server?.stop();
});

describe('the request log', () => {
  it('never holds the testing secret, whatever the case or encoding of its path', async () => {
    const paths = [
      `/testing/${SECRET}`,
      `/TESTING/${SECRET}`,
      `/Testing/${SECRET}?from=mail`,
      `/TeStInG/${SECRET}/`,
      `//testing/${SECRET}`,
      `/%74esting/${SECRET}`,
      `/%54ESTING/${encodeURIComponent(SECRET)}`,
      `/api/TESTING/${SECRET}`,
    ];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
    }
    // The log line is written when the response ends: wait until every request has its line.
    await expect
      .poll(() => server.logs.filter((line) => line.includes('"msg":"request"')).length)
      .toBeGreaterThanOrEqual(paths.length);
    const everything = [...server.logs, ...server.stderr].join('\n').toLowerCase();
    expect(everything).not.toContain(SECRET.toLowerCase());
    expect(everything).not.toContain(encodeURIComponent(SECRET).toLowerCase());
    const redacted = server.logs.filter((line) => line.includes('/testing/[redacted]'));
    expect(redacted.length).toBeGreaterThanOrEqual(paths.length);
  });
});
