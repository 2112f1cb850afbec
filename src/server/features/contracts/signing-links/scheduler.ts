import type { FastifyBaseLogger } from 'fastify';

import { startPeriodicJob, type PeriodicJob } from '#server/lib/periodic-job.ts';

import { sendDueReminders, type ReminderDeps } from './send-due-reminders';

/**
 * Looks for due reminders shortly after start and then every few minutes. Every instance runs it; the
 * claim in sendDueReminders makes that safe.
 */
export function startSigningReminders(
  deps: ReminderDeps,
  log: FastifyBaseLogger,
  intervalMs = 5 * 60_000,
): PeriodicJob {
  return startPeriodicJob({
    name: 'signing reminders',
    pass: () => sendDueReminders(deps, log).then(() => undefined),
    log,
    intervalMs,
    firstAfterMs: 10_000,
  });
}
