import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { viewingResponseSchema } from '#shared/schemas/enquiry-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { VIEWING_NOT_FOUND } from '../queries';
import { openVisitSheet } from '../visit-sheet';
import { tags } from './route-schemas';

export function openViewingSheetRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/viewings/:id/sheet',
    {
      schema: {
        tags,
        summary: 'Abrir el parte de visita (el día de la visita)',
        params: numericIdParams(VIEWING_NOT_FOUND),
        body: z.object({ shown: z.string().trim().max(2000, 'Como mucho 2000 caracteres').nullish() }).default({}),
        response: { 200: viewingResponseSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) =>
      openVisitSheet(db, actorOf(request), request.params.id, request.body.shown ?? null, app.ctx.now()),
  );
}
