import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { contactResponseSchema } from '#shared/schemas/contact-schema.ts';
import { contactUpdateSchema } from '#shared/schemas/enquiry-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { CONTACT_NOT_FOUND } from '../delete-contact';
import { updateContact } from '../update-contact';
import { tags } from './route-schemas';

export function updateContactRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.patch(
    '/api/cms/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar la etapa de un contacto o marcar que no quiere recibir correos',
        params: numericIdParams(CONTACT_NOT_FOUND),
        body: contactUpdateSchema,
        response: { 200: contactResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => updateContact(db, actorOf(request), request.params.id, request.body, app.ctx.now()),
  );
}
