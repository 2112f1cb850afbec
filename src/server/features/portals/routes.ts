import type { FastifyInstance } from 'fastify';

import { CatastroClient } from './catastro/catastro-client';
import { catastroProposalRoute } from './routes/catastro-proposal';
import { confirmHeldFeedRoute } from './routes/confirm-held-feed';
import { idealistaPreviewRoute } from './routes/idealista-preview';
import { idealistaSyncRoute } from './routes/idealista-sync';
import { portalsOverviewRoute } from './routes/portals-overview';
import { propertyLocationRoute } from './routes/property-location';
import { propertyPortalStatesRoute } from './routes/property-portal-states';

/** The owners' portal routes, one file each under routes/. */
export async function adminPortalRoutes(app: FastifyInstance) {
  // One per app: its cache and its one-request-a-second pace are shared by every owner of this instance.
  const catastro = new CatastroClient(app.ctx.config.catastroUrl);
  propertyPortalStatesRoute(app);
  propertyLocationRoute(app);
  catastroProposalRoute(app, catastro);
  portalsOverviewRoute(app);
  confirmHeldFeedRoute(app);
  idealistaPreviewRoute(app);
  idealistaSyncRoute(app);
}
