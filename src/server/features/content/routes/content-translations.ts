import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { contentTranslationsResponseSchema } from '#shared/schemas/content-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { storedTranslations } from '../queries';
import { tags } from './route-schemas';

export function contentTranslationsRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
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
}
