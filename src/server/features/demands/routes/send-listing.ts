import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { listingSendRequestSchema } from '#shared/schemas/enquiry-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { PROPERTY_NOT_FOUND } from '../matches';
import { sendListing } from '../send-listing';
import { tags } from './route-schemas';

export function sendListingRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/properties/:id/send-listing',
    {
      schema: {
        tags,
        summary: 'Enviar la propiedad a los contactos elegidos, cada uno en su idioma',
        description:
          'Cada envío queda registrado y lleva el enlace de baja. Se salta, con el motivo, a quien pidió no recibir correos.',
        params: numericIdParams(PROPERTY_NOT_FOUND),
        body: listingSendRequestSchema,
        response: {
          200: z.object({
            sent: z.number().int(),
            skipped: z.array(z.object({ contact_id: z.number().int(), reason: z.string() })),
          }),
          ...errors(401, 403, 404, 422),
        },
      },
    },
    async (request) =>
      sendListing(db, actorOf(request), request.params.id, request.body.contact_ids, {
        publicUrl: app.ctx.config.publicUrl,
        secret: app.ctx.jwtSecret,
      }),
  );
}
