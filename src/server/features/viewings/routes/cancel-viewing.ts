import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { viewingResponseSchema } from '#shared/schemas/enquiry-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { cancelViewingByCompany } from '../change-viewing';
import { VIEWING_NOT_FOUND } from '../queries';
import { tags } from './route-schemas';

export function cancelViewingRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/viewings/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Anular una visita (el visitante recibe la anulación para su calendario)',
        params: numericIdParams(VIEWING_NOT_FOUND),
        response: { 200: viewingResponseSchema, ...errors(401, 404, 409) },
      },
    },
    async (request) => cancelViewingByCompany(db, actorOf(request), request.params.id, app.ctx.now()),
  );
}
