import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { adminBuyerFileResponseSchema, buyerFileReviewSchema } from '#shared/schemas/buyer-file-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { reviewBuyerFile } from '../review-buyer-file';
import type { BuyerFileChanges } from './file-changes';
import { BASE, fileParams, tags } from './route-schemas';

export function reviewFileRoute(app: FastifyInstance, { change, afterDecision }: BuyerFileChanges) {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${BASE}/review`,
    {
      schema: {
        tags,
        summary: 'Valorar el riesgo del comprador',
        description:
          'Riesgo bajo, normal o alto con su motivo. Un riesgo alto bloquea Firmar hasta que un propietario lo confirma.',
        params: fileParams,
        body: buyerFileReviewSchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      change(request, reply, async ({ contract, buyer, actor, now }) => {
        const then = afterDecision(request, contract, buyer, now);
        await reviewBuyerFile(app.ctx.db, actor, contract, buyer.id, request.body, now, then);
        request.log.info(
          { contractId: contract.id, buyerOrder: buyer.buyerOrder, risk: request.body.risk },
          'buyer file reviewed',
        );
      }),
  );
}
