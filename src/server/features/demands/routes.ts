import type { FastifyInstance } from 'fastify';

import { allMatchesRoute } from './routes/all-matches';
import { propertyMatchesRoute } from './routes/property-matches';
import { saveDemandRoute } from './routes/save-demand';
import { sendListingRoute } from './routes/send-listing';
import { unsubscribeRoute } from './routes/unsubscribe';
import { unsubscribePageRoute } from './routes/unsubscribe-page';

export async function adminDemandRoutes(app: FastifyInstance) {
  saveDemandRoute(app);
  propertyMatchesRoute(app);
  allMatchesRoute(app);
  sendListingRoute(app);
}

/** /baja?c=…&s=…: the unsubscribe link of the listing mails (GET asks, POST does it). */
export async function publicUnsubscribeRoutes(app: FastifyInstance) {
  unsubscribePageRoute(app);
  unsubscribeRoute(app);
}
