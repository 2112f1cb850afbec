import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { adminBuyerFileResponseSchema, highRiskApprovalSchema } from '#shared/schemas/buyer-file-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { confirmHighRisk } from '../review-buyer-file';
import type { BuyerFileChanges } from './file-changes';
import { BASE, fileParams, tags } from './route-schemas';

export function confirmHighRiskRoute(app: FastifyInstance, { change, afterDecision }: BuyerFileChanges) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${BASE}/confirm`,
    {
      schema: {
        tags,
        summary: 'Aprobar un riesgo alto (propietario)',
        description:
          'La aprobación expresa de un propietario, con su motivo (Ley 10/2010, art. 14), que permite a ese comprador firmar y ' +
          'que se cobre. {"reason": "…"}: al menos 20 caracteres que expliquen el porqué (422 si no). 422 sin un documento ' +
          'de origen de los fondos en el expediente; con la instalación en marcha, 403 si no la aprueba la persona designada.',
        params: fileParams,
        body: highRiskApprovalSchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      change(request, reply, async ({ contract, buyer, actor, now }) => {
        const then = afterDecision(request, contract, buyer, now);
        await confirmHighRisk(app.ctx.db, actor, contract, buyer.id, now, request.body.reason, then);
        request.log.info({ contractId: contract.id, buyerOrder: buyer.buyerOrder }, 'high risk confirmed');
      }),
  );
}
