import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    name: 'cli',
    environment: 'node',
    // Each test runs the real command in a process of its own.
    testTimeout: 60_000,
  },
});
