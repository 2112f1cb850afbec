import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { contractEventResponseSchema } from '#shared/schemas/contract-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { toEventDto } from '../dto';
import { contractEventsOf, getContract } from '../queries';
import { contractParams, tags } from './route-schemas';

export function contractEventsRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/contracts/:id/events',
    {
      schema: {
        tags,
        summary: 'Registro de auditoría de un contrato',
        params: contractParams,
        response: { 200: z.array(contractEventResponseSchema), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await getContract(db, id);
      reply.header('cache-control', 'no-store');
      return (await contractEventsOf(db, id)).map(toEventDto);
    },
  );
}
