import type { FastifyBaseLogger } from 'fastify';

import { sendDueReminders, type ReminderDeps } from './send-due-reminders';

type ReminderScheduler = { run(): void; stop(): Promise<void> };

/**
 * Looks for due reminders shortly after start and then every few minutes. Every instance runs it; the
 * claim in sendDueReminders makes that safe.
 */
export function startSigningReminders(
  deps: ReminderDeps,
  log: FastifyBaseLogger,
  intervalMs = 5 * 60_000,
): ReminderScheduler {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = sendDueReminders(deps, log)
      .catch((error) => log.warn({ err: error }, 'signing reminders pass failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
