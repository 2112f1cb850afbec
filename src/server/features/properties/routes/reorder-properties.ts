import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { propertyOrderSchema } from '#shared/schemas/index.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { reorderProperties } from '../reorder-properties';
import { tags } from './route-schemas';

export function reorderPropertiesRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/api/cms/properties/order',
    {
      schema: {
        tags,
        summary: 'Reordenar la cartera',
        description: 'Lista de { property_id, order } (order desde 1).',
        body: propertyOrderSchema,
        response: { 200: messageSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => {
      await reorderProperties(db, actorOf(request), request.body.properties);
      return { message: 'Orden actualizado' };
    },
  );
}
