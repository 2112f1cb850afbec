import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { adminBuyerFileResponseSchema, buyerDeclarationsSchema } from '#shared/schemas/buyer-file-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { saveBuyerDeclarations } from '../save-buyer-declarations';
import type { BuyerFileChanges } from './file-changes';
import { BASE, fileParams, tags } from './route-schemas';

export function saveDeclarationsRoute(app: FastifyInstance, { change }: BuyerFileChanges) {
  app.withTypeProvider<ZodTypeProvider>().put(
    BASE,
    {
      schema: {
        tags,
        summary: 'Las declaraciones del comprador, recogidas por la empresa',
        params: fileParams,
        body: buyerDeclarationsSchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      change(request, reply, ({ contract, buyer, actor, now }) =>
        saveBuyerDeclarations(app.ctx.db, actor, contract, buyer.id, request.body, now),
      ),
  );
}
