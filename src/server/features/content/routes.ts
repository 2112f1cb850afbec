import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DEFAULT_LOCALE, INTL_LOCALE } from '#shared/i18n/locales.ts';
import {
  contentSavedResponseSchema,
  contentTranslationsResponseSchema,
  siteContentResponseSchema,
} from '#shared/schemas/content-schema.ts';
import { contentUpdateSchema, localeQuerySchema } from '#shared/schemas/index.ts';
import { hasTranslation } from '#shared/site/translated-content.ts';
import { sendRepresentation } from '#server/lib/public-cache/representation.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { publicSiteContent, siteContentWithDefaults, storedTranslations } from './queries';
import { updateContent } from './update-content';

const CONTENT_KEY_MESSAGE = 'Clave de contenido no válida.';
const tags = ['Contenido'];

export async function publicContentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content',
    {
      logLevel: 'warn',
      compress: false,
      schema: {
        tags,
        summary: 'Textos del sitio',
        description:
          'Objeto clave → texto, con los textos por defecto en español donde no hay uno guardado: los once textos del sitio y los ' +
          'datos de la empresa que muestra el pie (razón social, CIF, domicilio, teléfono, registro mercantil). Con ?lang=ca o ?lang=en, ' +
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

export async function adminContentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cms/content',
    {
      schema: {
        tags,
        summary: 'Todos los textos y datos de la empresa',
        description:
          'Como GET /api/content, más los datos que solo usan los contratos y las transferencias (representante, cuenta bancaria).',
        response: { 200: siteContentResponseSchema, ...errors(401) },
      },
    },
    async () => siteContentWithDefaults(db),
  );

  api.get(
    '/api/cms/content/translations',
    {
      schema: {
        tags,
        summary: 'Traducciones escritas de los textos del sitio',
        description:
          'Los textos en catalán y en inglés tal como se guardaron; una clave ausente no tiene traducción (se muestra el español).',
        response: { 200: contentTranslationsResponseSchema, ...errors(401) },
      },
    },
    async () => storedTranslations(db),
  );

  api.put(
    '/api/cms/content/:key',
    {
      schema: {
        tags,
        summary: 'Guardar un texto del sitio o un dato de la empresa',
        description:
          'Cualquier texto para las once claves del sitio; los datos de la empresa (CIF, IBAN…) se comprueban. Una clave desconocida, 422; ' +
          'una cuenta de personal no cambia los datos de la empresa ni su nombre, email o dirección (403). Vacío: vuelve al texto por ' +
          'defecto. content es el español; content_ca y content_en (opcionales, solo textos del sitio) son las traducciones: sin el campo ' +
          'no cambian, null o vacío las quita.',
        params: z.object({
          key: z
            .string()
            .regex(/^[a-z][a-z0-9_]{0,63}$/, { error: CONTENT_KEY_MESSAGE })
            .describe('Clave, p. ej. hero_title'),
        }),
        body: contentUpdateSchema,
        response: { 200: contentSavedResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => {
      const { key } = request.params;
      const { content, content_ca, content_en } = request.body;
      await updateContent(db, actorOf(request), key, content, { ca: content_ca, en: content_en }, app.ctx.now());
      // The Spanish answer keeps its shape; a translation is echoed only when it was sent.
      const kept = (value: string | null) => (hasTranslation(value) ? value : null);
      return {
        key,
        content,
        ...(content_ca === undefined ? {} : { content_ca: kept(content_ca) }),
        ...(content_en === undefined ? {} : { content_en: kept(content_en) }),
      };
    },
  );
}
