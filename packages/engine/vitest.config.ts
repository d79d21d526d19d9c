import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    name: 'engine',
    environment: 'node',
    // Pure functions without mocks or global state: the files of a worker share one module
    // graph (no re-import per file) in threads, which start faster than forked processes.
    // bench/tests/unit-isolation.mjs measures it against isolated forks.
    pool: 'threads',
    isolate: false,
    // Property tests analyze a hundred generated texts each: about 1 s alone, but 6 s inside
    // a full `npm test`, where browsers and servers share the two cores.
    testTimeout: 30_000,
  },
});
