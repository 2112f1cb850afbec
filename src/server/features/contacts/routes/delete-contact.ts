import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema, numericIdParams } from '#server/lib/route-schemas.ts';

import { CONTACT_NOT_FOUND, deleteContact } from '../delete-contact';
import { tags } from './route-schemas';

export function deleteContactRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.delete(
    '/api/cms/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un mensaje de contacto',
        params: numericIdParams(CONTACT_NOT_FOUND),
        response: { 200: messageSchema, ...errors(401, 404) },
      },
    },
    async (request) => {
      await deleteContact(db, actorOf(request), request.params.id);
      return { message: 'Contacto eliminado' };
    },
  );
}
