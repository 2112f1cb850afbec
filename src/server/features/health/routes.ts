import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    const ok = await app.ctx.database.ping();
    reply.header('cache-control', 'no-store');
    if (!ok) return reply.status(503).send({ status: 'unavailable', detail: 'La base de datos no está disponible.' });
    return { status: 'ok' };
  });
}
