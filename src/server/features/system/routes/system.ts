import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { systemStatusResponseSchema } from '#shared/schemas/system-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { systemStatus } from '../system-status';
import { tags } from './route-schemas';

export function systemRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/system',
    {
      schema: {
        tags,
        summary: 'Estado del sistema (versión, base de datos, última copia, correo)',
        response: { 200: systemStatusResponseSchema, ...errors(401) },
      },
    },
    async () => systemStatus(app.ctx),
  );
}
