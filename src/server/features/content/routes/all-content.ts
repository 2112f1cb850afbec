import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { siteContentResponseSchema } from '#shared/schemas/content-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { siteContentWithDefaults } from '../queries';
import { tags } from './route-schemas';

export function allContentRoute(app: FastifyInstance) {
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
}
