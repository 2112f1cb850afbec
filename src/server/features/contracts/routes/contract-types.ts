import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CONTRACT_TYPES, toContractTypeDto } from '#shared/contract-types/index.ts';
import { contractTypeResponseSchema } from '#shared/schemas/contract-schema.ts';

import { tags } from './route-schemas';

export function contractTypesRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/contract-types',
    {
      schema: {
        tags,
        summary: 'Tipos de contrato: plantillas y campos',
        response: { 200: z.array(contractTypeResponseSchema) },
      },
    },
    async () => CONTRACT_TYPES.map(toContractTypeDto),
  );
}
