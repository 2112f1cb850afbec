import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { personResponseSchema } from '#shared/schemas/people-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { listPeople } from '../queries';
import { tags } from './route-schemas';

export function listPeopleRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/people',
    {
      schema: {
        tags,
        summary: 'Personas con acceso a la administración',
        response: { 200: z.array(personResponseSchema), ...errors(401, 403) },
      },
    },
    async () => listPeople(db),
  );
}
