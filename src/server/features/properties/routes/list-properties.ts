import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DEFAULT_LOCALE, INTL_LOCALE } from '#shared/i18n/locales.ts';
import { propertyListQuerySchema, selectProperties } from '#shared/schemas/index.ts';
import { propertyResponseSchema } from '#shared/schemas/property-schema.ts';
import { sendRepresentation } from '#server/lib/public-cache/representation.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { publicPortfolio } from '../queries';
import { tags } from './route-schemas';

export function listPropertiesRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The hottest public read: served from a body serialised and compressed once per content version,
  // with an ETag; not access-logged (the reverse proxy's log has it), so a visit costs almost nothing.
  api.get(
    '/api/properties',
    {
      logLevel: 'warn',
      compress: false,
      schema: {
        tags,
        summary: 'Cartera de propiedades, por orden',
        description:
          'Sin parámetros, todas. Opcionales: status, limit (1–100), offset y lang (ca o en: título y descripción en ese idioma donde ' +
          'están escritos, en español los demás). Admite ETag e If-None-Match.',
        querystring: propertyListQuerySchema,
        response: { 200: z.array(propertyResponseSchema), ...errors(422) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const locale = query.lang ?? DEFAULT_LOCALE;
      const key = `properties?${query.status ?? ''}&${query.limit ?? ''}&${query.offset ?? ''}&${locale}`;
      const body = await app.publicCache.representation(key, 'application/json; charset=utf-8', async () =>
        JSON.stringify(selectProperties(await publicPortfolio(app, locale), query)),
      );
      if (query.lang) reply.header('content-language', INTL_LOCALE[locale]);
      return sendRepresentation(request, reply, body);
    },
  );
}
