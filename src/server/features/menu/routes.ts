import type { FastifyInstance } from 'fastify';
import { menuUpdateSchema } from '../../../shared/schemas';
import { actorOf } from '../../plugins/auth';
import { listMenu } from './queries';
import { replaceMenu } from './replace-menu';

export default async function menuRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/menu', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.readCache.get('menu', () => listMenu(db));
  });

  app.put('/api/cms/menu', { preHandler: app.requireAdmin }, async (request) => {
    const { items } = menuUpdateSchema.parse(request.body);
    return replaceMenu(db, actorOf(request), items);
  });
}
