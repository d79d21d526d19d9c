import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium-flags.mjs';

/** Browser tests drive Debian's Chromium; nothing is downloaded. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/playwright-global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Runs side by side with the Vitest suites on two cores, where a test that takes 15 s alone
  // took over 25 s; the limit is there to stop a hung test, not to time one.
  timeout: 60_000,
  // A page's buttons wait for hydration; with the Vitest suites running beside the browser ones
  // on two cores, that took over the default 5 s now and then.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      // The system prompts are global to the server: the spec that saves and resets them runs
      // its tests one after another on one worker, while the other specs share the rest.
      name: 'prompts',
      testMatch: /prompts\.spec\.ts$/,
      fullyParallel: false,
      workers: 1,
    },
    { name: 'browser', testIgnore: /prompts\.spec\.ts$/ },
  ],
  webServer: {
    command: 'node tests/support/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
