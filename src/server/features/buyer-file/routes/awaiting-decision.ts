import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { buyerFileAwaitingDecisionResponseSchema } from '#shared/schemas/buyer-file-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { buyerFilesAwaitingDecision } from '../awaiting-decision';
import { tags } from './route-schemas';

export function awaitingDecisionRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/cms/buyer-files/awaiting-decision',
    {
      schema: {
        tags,
        summary: 'Expedientes que esperan la decisión de un propietario (solo propietarios)',
        description:
          'Completos sin riesgo valorado, o con riesgo alto sin aprobar: el aviso del panel y de la lista de contratos. ' +
          'Solo nombres y qué falta, nunca el contenido del expediente.',
        response: { 200: z.array(buyerFileAwaitingDecisionResponseSchema), ...errors(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return buyerFilesAwaitingDecision(app.ctx.db, app.ctx.now());
    },
  );
}
