import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { publicBuyerFileResponseSchema } from '#shared/schemas/buyer-file-schema.ts';
import { signingLinkQuery, signingParams } from '#server/features/contracts/index.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { readOwnBuyerFile } from '../read-own-buyer-file';
import { READ_LIMIT, tags } from './route-schemas';

export function readOwnFileRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/contracts/:id/buyer-file',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'El expediente del comprador en su página de firma',
        description:
          'Si es obligatorio antes de firmar (según el tipo de contrato), si está completo, sus declaraciones y los documentos aportados.',
        params: signingParams,
        querystring: signingLinkQuery,
        response: { 200: publicBuyerFileResponseSchema, ...errors(403, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const file = await readOwnBuyerFile(app, request);
      reply.header('cache-control', 'no-store');
      return file;
    },
  );
}
