import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { errors } from '#server/lib/route-schemas.ts';

import { withSendDate } from '../idealista/idealista-file';
import { idealistaGeneration } from '../idealista/idealista-generation';
import { idealistaFileSchema, tags } from './route-schemas';

export function idealistaPreviewRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/portals/idealista/preview',
    {
      schema: {
        tags,
        summary: 'El fichero que se subiría a idealista',
        description:
          'El JSON de idealista (integración v6) con las propiedades que idealista recibiría ahora, válido frente a sus esquemas. ' +
          'Sin IDEALISTA_CUSTOMER_CODE lleva un código de cliente de ejemplo.',
        response: { 200: idealistaFileSchema, ...errors(401, 403) },
      },
    },
    async (_request, reply) => {
      const generation = await idealistaGeneration(app, { preview: true });
      reply.header('cache-control', 'no-store');
      return withSendDate(generation.file, app.ctx.now());
    },
  );
}
