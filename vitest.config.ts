import { defineConfig } from 'vitest/config';
import SlowestFirstSequencer from './scripts/vitest-slowest-first.ts';

/**
 * Unit and integration tests of every workspace; browser tests run under Playwright.
 * The web app's unit tests (components, hooks, server modules) share one module graph per
 * thread, as the engine's do: each re-imported the server and React afresh in a forked process,
 * and sharing halves the CPU they take (about 66 to 33 CPU-s) on a run that is CPU-bound. The
 * integration suites share threads the same way.
 */
export default defineConfig({
  test: {
    // Each project's slowest suites first, also from a clean clone (no duration cache there).
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      'packages/engine',
      'packages/schemas',
      'packages/site',
      'packages/cli',
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: {
          name: 'web-unit',
          exclude: ['**/*.integration.test.ts', '**/*.dom.test.tsx', 'tests/**'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: {
          // Suites that render React into a happy-dom window of their own (`*.dom.test.tsx`)
          // each get a fresh module graph: React DOM binds to the window it was loaded under,
          // and shared with another suite its scheduled work ran after that suite's window was
          // closed, and typing into the next suite's forms was lost.
          name: 'web-dom',
          // Added to the web config's own lists, so everything else is excluded here.
          exclude: ['server/**', 'tests/**', 'app/**/!(*.dom).test.{ts,tsx}'],
          pool: 'threads',
          isolate: true,
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: {
          name: 'web',
          // Added to the web config's own lists (an extended config's lists are joined).
          exclude: ['app/**', 'server/**/!(*.integration).test.ts'],
          // Each suite starts and closes its own servers and databases, and none mocks a
          // module or changes the environment, so they too share a module graph per thread:
          // each had imported the server, the engine and PGlite afresh, about 3.5 CPU-s a file
          // (the project alone, 2 cores: 417 CPU-s isolated in forks, 325 shared in threads).
          pool: 'threads',
          isolate: false,
        },
      },
    ],
  },
});
