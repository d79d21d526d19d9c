import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// A separate config from vite.config.ts: the React Router plugin is for the app build only.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    // Vitest sets NODE_ENV=test; with it, servers (in-process, or spawned: they inherit this
    // environment) hash passwords at scrypt N=2^10 instead of 2^17. Suites make hundreds of
    // accounts; the cost itself is proved by the suites that start a server without it
    // (account-lockout "finding 6", start-failure) and by server/auth/passwords.test.ts.
    // `TEST_SCRYPT_COST= npm test` (empty) runs every suite at production's cost instead.
    env: { TEST_SCRYPT_COST: process.env.TEST_SCRYPT_COST ?? '10' },
    // Many tests start a server; beside the browser suites on two cores one that took 8 s alone
    // took 20 s. The limits stop a hung test; they do not time one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Integration suites start servers and databases; keep them from starving each other.
    maxWorkers: 2,
    // Vitest runs projects with different worker limits as separate groups; the engine's
    // quick unit tests go first.
    sequence: { groupOrder: 1 },
  },
});
