import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { demandResponseSchema, demandSchema } from '#shared/schemas/enquiry-schema.ts';
import { CONTACT_NOT_FOUND } from '#server/features/contacts/index.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { saveDemand } from '../save-demand';
import { tags } from './route-schemas';

export function saveDemandRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/api/cms/contacts/:id/demand',
    {
      schema: {
        tags,
        summary: 'Guardar lo que busca un contacto (zonas, precio, habitaciones, superficie, tipo)',
        description: 'Precios en euros. Un mínimo mayor que el máximo, 422.',
        params: numericIdParams(CONTACT_NOT_FOUND),
        body: demandSchema,
        response: { 200: demandResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => saveDemand(db, actorOf(request), request.params.id, request.body),
  );
}
