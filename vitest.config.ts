import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every workspace; browser tests run under Playwright. */
export default defineConfig({
  test: {
    projects: ['packages/engine', 'packages/schemas', 'packages/site', 'apps/web'],
  },
});
