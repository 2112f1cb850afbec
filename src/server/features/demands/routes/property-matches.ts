import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { listingMatchSchema } from '#shared/schemas/enquiry-schema.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { findProperty, matchesOf, PROPERTY_NOT_FOUND } from '../matches';
import { tags } from './route-schemas';

export function propertyMatchesRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/properties/:id/matches',
    {
      schema: {
        tags,
        summary: 'Contactos cuya demanda encaja con la propiedad, de más a menos, con el porqué',
        description: 'Nunca incluye a quien pidió no recibir correos ni a los descartados.',
        params: numericIdParams(PROPERTY_NOT_FOUND),
        response: { 200: z.array(listingMatchSchema), ...errors(401, 403, 404) },
      },
    },
    async (request) => matchesOf(db, await findProperty(db, request.params.id)),
  );
}
