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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration suites start servers and databases; keep them from starving each other.
    maxWorkers: 2,
    // Vitest runs projects with different worker limits as separate groups; the engine's
    // quick unit tests go first.
    sequence: { groupOrder: 1 },
  },
});
