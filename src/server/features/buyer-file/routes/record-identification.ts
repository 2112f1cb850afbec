import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { adminBuyerFileResponseSchema } from '#shared/schemas/buyer-file-schema.ts';
import { identificationMeasureSchema } from '#shared/schemas/identification-schema.ts';
import { getContract } from '#server/features/contracts/index.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { recordIdentificationMeasure } from '../identification';
import type { BuyerFileChanges } from './file-changes';
import { fileParams, tags, WRITE_LIMIT } from './route-schemas';

export function recordIdentificationRoute(app: FastifyInstance, { view }: BuyerFileChanges) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/cms/contracts/:id/buyers/:buyerId/identification',
    {
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Registrar cómo se verificó la identidad de un comprador (propietarios)',
        description:
          'Para el comprador al que no identificó la transferencia (pagó otro comprador, o desde una cuenta fuera de la ' +
          'UE/EEE; RD 304/2014, art. 21): {"measure": "in_person" | "electronic_signature" | "notarised_copy" | ' +
          '"authorised_procedure" | "other", "reason": "qué se hizo, al menos 20 caracteres"}. Una sola vez (409 después); ' +
          'queda en el expediente, en la exportación y en la auditoría.',
        params: fileParams,
        body: identificationMeasureSchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const aggregate = await getContract(app.ctx.db, request.params.id);
      const actor = actorOf(request);
      await recordIdentificationMeasure(
        app.ctx.db,
        actor,
        aggregate,
        request.params.buyerId,
        request.body,
        app.ctx.now(),
      );
      request.log.info({ contractId: aggregate.contract.id, measure: request.body.measure }, 'identification recorded');
      reply.header('cache-control', 'no-store');
      return view(request.params, actor);
    },
  );
}
