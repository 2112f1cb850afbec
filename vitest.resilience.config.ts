import { defineConfig } from 'vitest/config';

/**
 * Slow, process-level tests (crashes, outages, several instances) against the built server (`npm run build` first;
 * `npm run test:resilience` does it when needed); need TEST_DATABASE_URL (PostgreSQL).
 */
export default defineConfig({
  test: {
    include: ['resilience/**/*.test.ts'],
    environment: 'node',
    // Each file has databases, proxies, ports and data folders of its own, and spends most of its time waiting (outage
    // windows, restarts): two at a time take half as long (user CPU is a third of the wall time when run one by one).
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
