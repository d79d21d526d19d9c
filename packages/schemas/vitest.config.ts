import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    name: 'schemas',
    environment: 'node',
  },
});
