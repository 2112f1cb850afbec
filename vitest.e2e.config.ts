import { defineConfig } from 'vitest/config';

/** Browser tests: real server processes and Debian's Chromium, one file at a time (2-core machines). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
