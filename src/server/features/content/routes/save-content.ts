import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { contentSavedResponseSchema } from '#shared/schemas/content-schema.ts';
import { contentUpdateSchema } from '#shared/schemas/index.ts';
import { hasTranslation } from '#shared/site/translated-content.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { updateContent } from '../update-content';
import { tags } from './route-schemas';

const CONTENT_KEY_MESSAGE = 'Clave de contenido no válida.';

export function saveContentRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
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
