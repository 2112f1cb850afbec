import type { FastifyInstance } from 'fastify';
import { contentUpdateSchema } from '../../../shared/schemas';
import { actorOf } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { siteContentWithDefaults } from './queries';
import { updateContent } from './update-content';

const CONTENT_KEY = /^[a-z][a-z0-9_]{0,63}$/;

export async function publicContentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/content', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.readCache.get('content', () => siteContentWithDefaults(db));
  });
}

export async function adminContentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.put('/api/cms/content/:key', async (request) => {
    const { key } = request.params as { key: string };
    if (!CONTENT_KEY.test(key)) throw notFound('Clave de contenido no válida.');
    const { content } = contentUpdateSchema.parse(request.body);
    await updateContent(db, actorOf(request), key, content);
    return { key, content };
  });
}
