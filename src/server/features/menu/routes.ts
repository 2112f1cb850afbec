import type { FastifyInstance } from 'fastify';
import { menuUpdateSchema } from '../../../shared/schemas';
import { actorOf } from '../../plugins/auth';
import { listMenu } from './queries';
import { replaceMenu } from './replace-menu';

export async function publicMenuRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/menu', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.readCache.get('menu', () => listMenu(db));
  });
}

export async function adminMenuRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.put('/api/cms/menu', async (request) => {
    const { items } = menuUpdateSchema.parse(request.body);
    return replaceMenu(db, actorOf(request), items);
  });
}
