import type { FastifyInstance } from 'fastify';

import { confirmRetentionClockRoute } from './routes/confirm-retention-clock';
import { goLiveRoute } from './routes/go-live';
import { setupChecklistRoute } from './routes/setup-checklist';
import { systemRoute } from './routes/system';

/** The dashboard's system box and first-run checklist, in the admin scope. */
export async function adminSystemRoutes(app: FastifyInstance) {
  systemRoute(app);
  setupChecklistRoute(app);
  goLiveRoute(app);
  confirmRetentionClockRoute(app);
}
