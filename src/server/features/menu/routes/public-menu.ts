import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { menuItemResponseSchema } from '#shared/schemas/menu-schema.ts';
import { sendRepresentation } from '#server/lib/public-cache/representation.ts';

import { publicMenu } from '../queries';
import { tags } from './route-schemas';

export function publicMenuRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
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
