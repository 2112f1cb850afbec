import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  detail: z.string().optional().describe('Qué falla, en español (solo con 503)'),
});

/**
 * 200 only when the database answers a read and took the last periodic write probe (lib/health-monitor.ts):
 * `unavailable` when it cannot be reached at all, `degraded` when it refuses writes (read-only, disk full).
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Estado del servicio',
        description: '200 {"status":"ok"} cuando la base de datos lee y escribe; 503 "degraded" si no admite escrituras, "unavailable" si no responde.',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await app.ctx.database.ping();
      reply.header('cache-control', 'no-store');
      if (!reachable) return reply.status(503).send({ status: 'unavailable', detail: 'La base de datos no está disponible.' });
      if (!app.health.writable) {
        return reply.status(503).send({ status: 'degraded', detail: 'La base de datos no admite escrituras en este momento.' });
      }
      return { status: 'ok' as const };
    },
  );
}
