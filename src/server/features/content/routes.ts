import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteContentSchema } from '../../../shared/api/schemas/site-schemas';
import { contentUpdateSchema } from '../../../shared/schemas';
import { sendRepresentation } from '../../lib/public-cache/representation';
import { errors } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import { publicSiteContent } from './queries';
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
        description: 'Objeto clave → texto, con los textos por defecto en español donde no hay uno guardado. Admite ETag e If-None-Match.',
        response: { 200: siteContentSchema },
      },
    },
    async (request, reply) => {
      const body = await app.publicCache.representation('content', 'application/json; charset=utf-8', async () =>
        JSON.stringify(await publicSiteContent(app)),
      );
      return sendRepresentation(request, reply, body);
    },
  );
}

export async function adminContentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/cms/content/:key',
    {
      schema: {
        tags,
        summary: 'Guardar un texto del sitio o un dato de la empresa',
        description: 'Cualquier texto para las once claves del sitio; los datos de la empresa (CIF, IBAN…) se comprueban. Vacío: vuelve al texto por defecto.',
        params: z.object({ key: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, { error: CONTENT_KEY_MESSAGE }).describe('Clave, p. ej. hero_title') }),
        body: contentUpdateSchema,
        response: { 200: z.object({ key: z.string(), content: z.string() }), ...errors(401, 404, 422) },
      },
    },
    async (request) => {
      const { key } = request.params;
      const { content } = request.body;
      await updateContent(db, actorOf(request), key, content);
      return { key, content };
    },
  );
}
