import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { adminBuyerFileResponseSchema, buyerFileReadingQuerySchema } from '#shared/schemas/buyer-file-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import type { BuyerFileChanges } from './file-changes';
import { BASE, fileParams, tags } from './route-schemas';

export function readFileRoute(app: FastifyInstance, { view }: BuyerFileChanges) {
  app.withTypeProvider<ZodTypeProvider>().get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Expediente de diligencia debida de un comprador (solo propietarios)',
        description:
          'Cada consulta queda en el registro de auditoría con el nombre de quien la hace. Pasados 5 años desde el fin de la ' +
          'relación, el contenido solo se muestra con ?reason= (el motivo, que también queda registrado); pasados 10, se borra ' +
          'y queda solo quién lo borró, cuándo y por qué.',
        params: fileParams,
        querystring: buyerFileReadingQuerySchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return view(request.params, actorOf(request), request.query.reason);
    },
  );
}
