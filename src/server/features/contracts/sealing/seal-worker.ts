// Runs the seal jobs in the background (docs/decisions/023-trusted-time-verified-and-in-the-background.md): woken
// when a transaction that queued one commits (NOTIFY on SEAL_JOBS_CHANNEL) and every minute for retries.
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '#server/db/client.ts';

import { runDueSealJobs } from './add-trusted-time';
import type { Sealing } from './seal-contract';

export function startSealWorker(
  db: Database,
  sealing: Sealing,
  log: FastifyBaseLogger,
  options: { intervalMs?: number; listen?: (onNotify: () => void) => Promise<() => Promise<void>> } = {},
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDueSealJobs(db, sealing, log)
      .catch((error) => log.warn({ err: error }, 'seal jobs pass failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.intervalMs ?? 60_000);
  timer.unref();
  setImmediate(run);
  const unlisten = options
    .listen?.(() => setImmediate(run))
    .catch((error) => {
      log.warn({ err: error }, 'seal worker cannot listen for new jobs; polling only');
      return undefined;
    });
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (
        await unlisten
      )?.();
      await running;
    },
  };
}
