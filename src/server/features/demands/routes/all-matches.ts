import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errors } from '#server/lib/route-schemas.ts';

import { pendingMatches } from '../matches';
import { tags } from './route-schemas';

export function allMatchesRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/matches',
    {
      schema: {
        tags,
        summary: 'Propiedades en venta con contactos que encajan y aún no la han recibido a este precio',
        response: {
          200: z.array(
            z.object({
              property_id: z.number().int(),
              title: z.string(),
              price: z.number().nullable(),
              matches: z.number().int(),
            }),
          ),
          ...errors(401, 403),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return pendingMatches(db);
    },
  );
}
