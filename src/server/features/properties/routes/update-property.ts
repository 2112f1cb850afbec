import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { propertyInputSchema } from '#shared/schemas/index.ts';
import { propertyResponseSchema } from '#shared/schemas/property-schema.ts';
import { LARGE_BODY_LIMIT } from '#server/app-limits.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { updateProperty } from '../update-property';
import { PROPERTY_BODY, propertyParams, tags } from './route-schemas';

export function updatePropertyRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/api/cms/properties/:id',
    {
      bodyLimit: LARGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Actualizar una propiedad',
        description: PROPERTY_BODY,
        params: propertyParams,
        body: propertyInputSchema,
        response: { 200: propertyResponseSchema, ...errors(401, 404, 413, 422) },
      },
    },
    async (request) => updateProperty(db, actorOf(request), request.params.id, request.body, app.ctx.now()),
  );
}
