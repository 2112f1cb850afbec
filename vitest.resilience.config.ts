import { defineConfig } from 'vitest/config';

/**
 * Slow, process-level tests (crashes, outages, several instances) against the built server (`npm run build` first;
 * `npm run test:resilience` does it when needed); need TEST_DATABASE_URL (PostgreSQL).
 */
export default defineConfig({
  test: {
    include: ['resilience/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
