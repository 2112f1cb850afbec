import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { propertyInputSchema } from '#shared/schemas/index.ts';
import { propertyResponseSchema } from '#shared/schemas/property-schema.ts';
import { LARGE_BODY_LIMIT } from '#server/app-limits.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { createProperty } from '../create-property';
import { PROPERTY_BODY, tags } from './route-schemas';

export function createPropertyRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/properties',
    {
      bodyLimit: LARGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Crear una propiedad',
        description: PROPERTY_BODY,
        body: propertyInputSchema,
        response: { 201: propertyResponseSchema, ...errors(401, 413, 422) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createProperty(db, actorOf(request), request.body, app.ctx.now());
    },
  );
}
