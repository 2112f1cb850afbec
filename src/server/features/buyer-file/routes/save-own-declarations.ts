import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { buyerDeclarationsSchema, publicBuyerFileResponseSchema } from '#shared/schemas/buyer-file-schema.ts';
import {
  assertCanSign,
  resolveBuyerAccess,
  signingLinkQuery,
  signingParams,
} from '#server/features/contracts/index.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { toPublicBuyerFileDto } from '../dto';
import { mailCompanyWhenAwaiting } from '../notify-file-decision';
import { findBuyerFile, isBuyerFileRequired, isComplete } from '../queries';
import { saveBuyerDeclarations } from '../save-buyer-declarations';
import { tags, WRITE_LIMIT } from './route-schemas';

export function saveOwnDeclarationsRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/contracts/:id/buyer-file',
    {
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Las declaraciones del comprador',
        description:
          'Actúa en nombre propio o por cuenta de un titular real; sociedad y sus titulares reales; responsabilidad pública (PRP); profesión; ' +
          'origen de los fondos (categoría y explicación). Solo antes de firmar.',
        params: signingParams,
        querystring: signingLinkQuery,
        body: buyerDeclarationsSchema,
        response: { 200: publicBuyerFileResponseSchema, ...errors(403, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const access = await resolveBuyerAccess(app, request);
      const { buyer } = access;
      const { contract } = access.aggregate;
      assertCanSign(contract, buyer);
      const actor = { userId: null, name: buyer.email, ip: request.ip };
      const wasComplete = isComplete(await findBuyerFile(db, buyer.id), buyer.idType);
      const file = await saveBuyerDeclarations(db, actor, contract, buyer.id, request.body, app.ctx.now());
      await mailCompanyWhenAwaiting(db, contract, buyer, wasComplete, app.ctx.config.publicUrl);
      request.log.info({ contractId: contract.id, buyerOrder: buyer.buyerOrder }, 'buyer declarations saved');
      reply.header('cache-control', 'no-store');
      return toPublicBuyerFileDto(file, buyer.idType, await isBuyerFileRequired(db, contract));
    },
  );
}
