import type { FastifyInstance } from 'fastify';

import { createPersonRoute } from './routes/create-person';
import { listPeopleRoute } from './routes/list-people';
import { signatoriesRoute } from './routes/signatories';
import { updatePersonRoute } from './routes/update-person';

/** The company's people (docs/product.md §4). Owners only: staff-access.ts does not list these routes. */
export async function adminPeopleRoutes(app: FastifyInstance) {
  listPeopleRoute(app);
  signatoriesRoute(app);
  createPersonRoute(app);
  updatePersonRoute(app);
}
