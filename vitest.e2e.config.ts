import { defineConfig } from 'vitest/config';

/**
 * Browser tests: real server processes and Debian's Chromium. Each file starts its own server on a copy of the
 * run's migrated and seeded data folder (e2e/support/global-setup.ts), so files share nothing and two run at once:
 * on a 2-core machine the servers and browsers wait on each other often enough (docs/decisions/029).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./e2e/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Generous, so a machine slowed by other work is slow, not red.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // The same for what a test waits to see: a page's lazily loaded code can take seconds to land on a busy CI
    // machine (vitest's default gives up after one).
    expect: { poll: { timeout: 10_000 } },
  },
});
