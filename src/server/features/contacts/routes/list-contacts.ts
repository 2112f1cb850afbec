import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { contactResponseSchema } from '#shared/schemas/contact-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { listContacts } from '../queries';
import { LIMIT_MESSAGE, tags } from './route-schemas';

const listQuery = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(1000, LIMIT_MESSAGE)
    .optional()
    .describe('Solo los N más recientes (el panel pide 5)'),
});

export function listContactsRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/contacts',
    {
      schema: {
        tags,
        summary: 'Mensajes de contacto, del más reciente al más antiguo',
        querystring: listQuery,
        response: { 200: z.array(contactResponseSchema), ...errors(401, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listContacts(db, request.query.limit);
    },
  );
}
