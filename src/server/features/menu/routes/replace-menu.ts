import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { menuUpdateSchema } from '#shared/schemas/index.ts';
import { menuItemResponseSchema } from '#shared/schemas/menu-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { replaceMenu } from '../replace-menu';
import { tags } from './route-schemas';

export function replaceMenuRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
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
