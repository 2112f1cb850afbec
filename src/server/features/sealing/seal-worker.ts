// Runs the seal jobs in the background (docs/decisions/023-trusted-time-verified-and-in-the-background.md): woken
// when a transaction that queued one commits (NOTIFY on SEAL_JOBS_CHANNEL) and every minute for retries.
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '#server/db/client.ts';
import { startWakeLoop, type Listen } from '#server/lib/wake-loop.ts';

import { runDueSealJobs } from './add-trusted-time';
import type { Sealing } from './seal-contract';

export function startSealWorker(
  db: Database,
  sealing: Sealing,
  log: FastifyBaseLogger,
  options: { intervalMs?: number; listen?: Listen } = {},
): { stop(): Promise<void> } {
  return startWakeLoop({
    name: 'seal worker',
    pass: () => runDueSealJobs(db, sealing, log),
    intervalMs: options.intervalMs ?? 60_000,
    listen: options.listen,
    log,
  });
}
