import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { publicContractResponseSchema } from '#shared/schemas/contract-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { readSigningContract } from '../read-signing-contract';
import { linkAccess, READ_LIMIT, tags } from './route-schemas';

export function signingContractRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/contracts/:id',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'El contrato que lee un comprador en su página de firma',
        description:
          'Con el token del enlace del comprador (y su email) o el token del administrador; cualquier otra cosa, 403.',
        ...linkAccess,
        response: { 200: publicContractResponseSchema, ...errors(403, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSigningContract(app, request);
    },
  );
}
