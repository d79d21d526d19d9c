import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * Issue 13: the beta copy agrees with BETA_ENDS_AT on every screen a visitor reaches. While
 * the beta runs, the spec's strings; after it ended, nothing invites people into it.
 */
const SCREENS = ['/', '/pricing', '/auth', '/free-plan', '/pro-plan', '/business-plan'];
const RUNNING_ONLY =
  /Join the free beta|Sign Up For Free Beta|free during the beta|100% free until/i;

async function pages(server: RunningServer): Promise<Record<string, string>> {
  const entries = await Promise.all(
    // Without React's text separators, so a sentence reads as one string.
    SCREENS.map(async (path) => [
      path,
      (await (await fetch(`${server.url}${path}`)).text()).replaceAll('<!-- -->', ''),
    ]),
  );
  return Object.fromEntries(entries);
}

let ended: RunningServer;
let running: RunningServer;
beforeAll(async () => {
  ended = await startServer({ BETA_ENDS_AT: '2025-07-01' });
  running = await startServer({ BETA_ENDS_AT: '2099-07-01' });
}, 240_000);
afterAll(async () => {
  await ended?.stop();
  await running?.stop();
});

describe('after the beta ended (the shipped 2025-07-01)', () => {
  it('no screen still invites people into the beta, and each says it ended', async () => {
    const html = await pages(ended);
    for (const path of SCREENS) {
      expect(html[path], path).not.toMatch(RUNNING_ONLY);
      expect(html[path], path).toContain('The free beta ended on 1 July 2025');
    }
    expect(html['/pricing']).toMatch(/>Sign Up Free<\/a>/);
    expect(html['/auth']).toContain('Create your account');
    expect(html['/auth']).toContain('Create a new account.');
  });
});

describe('while the beta runs', () => {
  it('keeps the spec strings', async () => {
    const html = await pages(running);
    expect(html['/pricing']).toContain('Sign Up For Free Beta');
    expect(html['/pricing']).toContain('Join the Free Beta');
    expect(html['/auth']).toContain('Join the free beta');
    expect(html['/auth']).toContain('Create a new account to join the beta.');
    for (const path of SCREENS) {
      expect(html[path], path).toContain('100% free until');
      expect(html[path], path).not.toContain('The free beta ended');
    }
  });
});
