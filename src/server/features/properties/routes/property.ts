import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { DEFAULT_LOCALE } from '#shared/i18n/locales.ts';
import { localeQuerySchema } from '#shared/schemas/index.ts';
import { propertyResponseSchema } from '#shared/schemas/property-schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { findProperty, localizedProperty } from '../queries';
import { PROPERTY_NOT_FOUND } from '../update-property';
import { propertyParams, tags } from './route-schemas';

export function propertyRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/properties/:id',
    {
      schema: {
        tags,
        summary: 'Una propiedad',
        description: 'Opcional: lang (ca o en), título y descripción en ese idioma donde están escritos.',
        params: propertyParams,
        querystring: localeQuerySchema,
        response: { 200: propertyResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => {
      const property = await findProperty(db, request.params.id);
      if (!property) throw notFound(PROPERTY_NOT_FOUND);
      return localizedProperty(property, request.query.lang ?? DEFAULT_LOCALE);
    },
  );
}
