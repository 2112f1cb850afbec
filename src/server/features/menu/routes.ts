import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { menuUpdateSchema } from '#shared/schemas/index.ts';
import { menuItemResponseSchema } from '#shared/schemas/menu-schema.ts';
import { sendRepresentation } from '#server/lib/public-cache/representation.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { publicMenu } from './queries';
import { replaceMenu } from './replace-menu';

const tags = ['Menú'];

export async function publicMenuRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/menu',
    {
      logLevel: 'warn',
      compress: false,
      schema: {
        tags,
        summary: 'Menú de navegación',
        description: 'Ordenado por order. Admite ETag e If-None-Match.',
        response: { 200: z.array(menuItemResponseSchema) },
      },
    },
    async (request, reply) => {
      const body = await app.publicCache.representation('menu', 'application/json; charset=utf-8', async () =>
        JSON.stringify(await publicMenu(app)),
      );
      return sendRepresentation(request, reply, body);
    },
  );
}

export async function adminMenuRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/cms/menu',
    {
      schema: {
        tags,
        summary: 'Sustituir el menú entero',
        description: 'href: #sección, /ruta o http(s)://…; cualquier otra cosa, 422.',
        body: menuUpdateSchema,
        response: { 200: z.array(menuItemResponseSchema), ...errors(401, 422) },
      },
    },
    async (request) => replaceMenu(db, actorOf(request), request.body.items),
  );
}
