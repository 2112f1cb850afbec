import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { propertyLocationSchema } from '#shared/schemas/portal-schema.ts';
import { properties } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { PROPERTY_NOT_FOUND } from '../portal-states';
import { propertyParams, tags } from './route-schemas';

export function propertyLocationRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/properties/:id/location',
    {
      schema: {
        tags,
        summary: 'Coordenadas de la propiedad (solo administración)',
        description:
          'Latitud y longitud que se dan a los portales que sitúan la vivienda en un mapa; nunca se publican.',
        params: propertyParams,
        response: { 200: propertyLocationSchema, ...errors(401, 404) },
      },
    },
    async (request) => {
      const [row] = await app.ctx.db
        .select({ latitude: properties.latitude, longitude: properties.longitude })
        .from(properties)
        .where(eq(properties.id, request.params.id));
      if (!row) throw notFound(PROPERTY_NOT_FOUND);
      return row;
    },
  );
}
