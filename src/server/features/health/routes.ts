import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  detail: z.string().optional().describe('Qué falla, en español (solo con 503)'),
});

/** A quick read answers whether the database is gone at once; past this, the monitor's verdict stands. */
const PING_DEADLINE_MS = 1_000;

const DETAILS = {
  unavailable: 'La base de datos no está disponible.',
  degraded: 'La base de datos no admite escrituras en este momento.',
} as const;

/**
 * 200 only when the database answers and took the last periodic write probe (lib/health-monitor.ts):
 * `unavailable` when it cannot be reached at all, `degraded` when it refuses writes (read-only, disk full or
 * nearly). Answers within a second or so even when the database hangs: a ping that does not come back in time
 * leaves the monitor's verdict.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Estado del servicio',
        description:
          '200 {"status":"ok"} cuando la base de datos lee y escribe; 503 "degraded" si no admite escrituras, "unavailable" si no responde.',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      let deadline: NodeJS.Timeout | undefined;
      const reachable = await Promise.race([
        app.ctx.database.ping(),
        new Promise<'late'>((resolve) => (deadline = setTimeout(() => resolve('late'), PING_DEADLINE_MS))),
      ]).finally(() => clearTimeout(deadline));
      reply.header('cache-control', 'no-store');
      const status = reachable === false ? 'unavailable' : app.health.status;
      if (reachable !== true) app.health.probeSoon();
      if (status !== 'ok') return reply.status(503).send({ status, detail: DETAILS[status] });
      return { status: 'ok' as const };
    },
  );
}
