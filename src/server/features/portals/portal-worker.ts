// The portals' background work (docs/product.md#portals): Fotocasa's pushes and idealista's delivery, woken when a
// job is queued or an owner asks (NOTIFY portal_jobs) and every minute. Every instance runs it; the jobs' SKIP
// LOCKED claims and idealista's lease keep two instances from doing the same work.
import type { FastifyInstance } from 'fastify';

import { startWakeLoop, type Listen } from '#server/lib/wake-loop.ts';

import { PORTAL_JOBS_CHANNEL } from './fotocasa/fotocasa-jobs';
import { syncFotocasa } from './fotocasa/fotocasa-sync';
import { syncIdealista } from './idealista/idealista-sync';

/** One pass of both; a portal's failure is logged and does not stop the other. */
export async function runPortalPass(app: FastifyInstance): Promise<void> {
  await syncFotocasa(app).catch((error: unknown) => app.log.warn({ err: error }, 'fotocasa pass failed'));
  await syncIdealista(app).catch((error: unknown) => app.log.warn({ err: error }, 'idealista pass failed'));
}

export function startPortalWorker(
  app: FastifyInstance,
  options: { intervalMs?: number; listen?: Listen } = {},
): { stop(): Promise<void> } {
  const { config } = app.ctx;
  // Without a portal to deliver to there is nothing to run, and no database connection is spent listening.
  if (!config.idealista && !config.fotocasa.apiKey) return { stop: async () => undefined };
  return startWakeLoop({
    name: 'portal worker',
    pass: () => runPortalPass(app),
    intervalMs: options.intervalMs ?? 60_000,
    listen: options.listen ?? ((onNotify) => app.ctx.database.listen(PORTAL_JOBS_CHANNEL, onNotify)),
    log: app.log,
  });
}
