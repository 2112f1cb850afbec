import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { timelineEntryResponseSchema } from '#shared/schemas/contract-schema.ts';
import { CONTRACT_NOT_FOUND } from '#server/features/contracts/queries.ts';
import { errors, uuidParams } from '#server/lib/route-schemas.ts';

import { contractTimeline } from './contract-timeline';

/** Registered in the admin scope: the evidence timeline of the admin contract view. */
export async function adminTimelineRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/cms/contracts/:id/timeline',
    {
      schema: {
        tags: ['Contratos'],
        summary: 'Registro de evidencias de un contrato, en orden',
        description:
          'Eventos del contrato (creado, firmas con IP y navegador, sellado, correos entregados, pagos, archivado o anulado).',
        params: uuidParams('id', CONTRACT_NOT_FOUND),
        response: { 200: z.array(timelineEntryResponseSchema), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return contractTimeline(app.ctx.db, request.params.id);
    },
  );
}
