import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Generous, so a machine slowed by other work is slow, not red (docs/decisions/029).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (one worker fewer than cores) is a single worker on a 2-core machine, yet the server tests
    // spend much of their time waiting (child processes, PostgreSQL, throttling delays): two workers there cut the
    // PGlite run from 369 to 252 s and the PostgreSQL one from 288 to 179 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['./src/server/test/global-setup.ts', './src/server/test/source-bundle.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/*.test.ts', 'src/server/**/*.test.{ts,tsx}', 'src/shared/**/*.test.{ts,tsx}'],
          // Each file builds its own app on its own database and closes both, so a worker can keep the modules it
          // loaded for the next file: re-evaluating the server's module graph cost ~2 s per file, a third of the
          // run (docs/decisions/029). The browser components' files below keep their isolation (a DOM each).
          isolate: false,
        },
      },
      {
        extends: true,
        // theme.css is read as text by its test (?raw): CSS the tests do not list is emptied.
        test: { name: 'web', include: ['src/web/**/*.test.{ts,tsx}'], css: { include: [/theme\.css/] } },
      },
    ],
  },
});
