import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { statsResponseSchema } from '#shared/schemas/property-schema.ts';

import { propertyStats } from '../queries';
import { tags } from './route-schemas';

export function statsRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/stats',
    {
      schema: {
        tags,
        summary: 'Contadores del panel (total, en reforma, en venta, vendidas)',
        response: { 200: statsResponseSchema },
      },
    },
    async () => propertyStats(db),
  );
}
