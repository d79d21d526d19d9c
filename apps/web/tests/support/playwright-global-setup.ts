import type { FullConfig } from '@playwright/test';
import { createPgliteTemplate } from './pglite-template.ts';

/** Must match tests/support/e2e-server.mjs. */
const TESTING_SECRET = 'e2e-testing-secret-0123456789';

/**
 * Runs once before the browser suites, after the e2e server answers /api/ready:
 * - makes the migrated database the LLM servers of the worker fixtures copy instead of building
 *   their own (see pglite-template.ts; a run after the Vitest stage finds it already made);
 * - renders a tool page and runs one analysis as a tester, so the first render and the first
 *   engine call of the new server process (loading the page bundle and the engine's worker
 *   threads, over 20 s on a loaded machine) are not charged to whichever test comes first.
 */
export default async function setup(config: FullConfig): Promise<void> {
  await createPgliteTemplate();
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  // An address of its own (loopback is a trusted proxy), apart from the ranges tests use.
  const headers = { Origin: baseURL, 'X-Forwarded-For': '192.0.2.10' };
  const granted = await fetch(`${baseURL}/api/testing`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ secret: TESTING_SECRET }),
  });
  if (!granted.ok) throw new Error(`warm-up: testing access answered ${granted.status}`);
  const cookie = granted.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const page = await fetch(`${baseURL}/analyzer`, { headers: { ...headers, cookie } });
  if (!page.ok) throw new Error(`warm-up: /analyzer answered ${page.status}`);
  await page.text();
  // One builtin analysis starts the engine's worker threads.
  const analysis = await fetch(`${baseURL}/api/functions/analyze`, {
    method: 'POST',
    headers: { ...headers, cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      content: 'Sourdough needs a starter, flour, water and salt. It rises slowly overnight.',
    }),
  });
  if (!analysis.ok) throw new Error(`warm-up: an analysis answered ${analysis.status}`);
  await analysis.text();
}
