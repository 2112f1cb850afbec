import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { deleteProperty } from '../delete-property';
import { propertyParams, tags } from './route-schemas';

export function deletePropertyRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.delete(
    '/api/cms/properties/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una propiedad',
        params: propertyParams,
        response: { 200: messageSchema, ...errors(401, 404) },
      },
    },
    async (request) => {
      await deleteProperty(db, actorOf(request), request.params.id);
      return { message: 'Propiedad eliminada' };
    },
  );
}
