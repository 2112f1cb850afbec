import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { DEFAULT_LOCALE, INTL_LOCALE } from '#shared/i18n/locales.ts';
import { siteContentResponseSchema } from '#shared/schemas/content-schema.ts';
import { localeQuerySchema } from '#shared/schemas/index.ts';
import { sendRepresentation } from '#server/lib/public-cache/representation.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { publicSiteContent } from '../queries';
import { tags } from './route-schemas';

export function publicContentRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/content',
    {
      logLevel: 'warn',
      compress: false,
      schema: {
        tags,
        summary: 'Textos del sitio',
        description:
          'Objeto clave → texto, con los textos por defecto en español donde no hay uno guardado: los once textos del sitio y los ' +
          'datos de la empresa que muestra el pie (razón social, CIF, domicilio, teléfono, registro mercantil, redes sociales). Con ?lang=ca o ?lang=en, ' +
          'el mismo objeto con los once textos del sitio en ese idioma donde están escritos (en español los demás). ' +
          'Admite ETag e If-None-Match.',
        querystring: localeQuerySchema,
        response: { 200: siteContentResponseSchema, ...errors(422) },
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const body = await app.publicCache.representation(
        `content:${locale}`,
        'application/json; charset=utf-8',
        async () => JSON.stringify(await publicSiteContent(app, locale)),
      );
      if (request.query.lang) reply.header('content-language', INTL_LOCALE[locale]);
      return sendRepresentation(request, reply, body);
    },
  );
}
