import type { FastifyInstance } from 'fastify';

import { publicMenuRoute } from './routes/public-menu';
import { replaceMenuRoute } from './routes/replace-menu';

export async function publicMenuRoutes(app: FastifyInstance) {
  publicMenuRoute(app);
}

export async function adminMenuRoutes(app: FastifyInstance) {
  replaceMenuRoute(app);
}
