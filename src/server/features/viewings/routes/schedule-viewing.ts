import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { viewingRequestSchema, viewingResponseSchema } from '#shared/schemas/enquiry-schema.ts';
import { CONTACT_NOT_FOUND } from '#server/features/contacts/index.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { bookViewing } from '../book-viewing';
import { tags } from './route-schemas';

export function scheduleViewingRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/contacts/:id/viewings',
    {
      schema: {
        tags,
        summary: 'Reservar una visita desde un contacto',
        description:
          'starts_at en UTC (hora de Madrid en la pantalla). El visitante recibe un correo en su idioma con la invitación de calendario (text/calendar) y su enlace para confirmar o anular. Una visita en el pasado, 422.',
        params: numericIdParams(CONTACT_NOT_FOUND),
        body: viewingRequestSchema,
        response: { 201: viewingResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return bookViewing(db, actorOf(request), request.params.id, request.body, {
        now: app.ctx.now(),
        publicUrl: app.ctx.config.publicUrl,
      });
    },
  );
}
