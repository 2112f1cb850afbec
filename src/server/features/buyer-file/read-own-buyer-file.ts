import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import { resolveBuyerAccess } from '#server/features/contracts/index.ts';

import { toPublicBuyerFileDto } from './dto';
import { isBuyerFileRequired } from './queries';
import { BUYER_READER, readBuyerFile } from './view-buyer-file';

/**
 * The buyer reading their own file through their signing link (GET …/buyer-file, and the signing page that embeds
 * it): a reading like any other, an audit row named "comprador" (docs/product.md §5.7).
 */
export async function readOwnBuyerFile(app: FastifyInstance, request: FastifyRequest): Promise<PublicBuyerFileDto> {
  const { aggregate, buyer } = await resolveBuyerAccess(app, request);
  const actor = { userId: null, name: BUYER_READER, ip: request.ip };
  const target = { contractId: aggregate.contract.id, buyerId: buyer.id, action: 'view' as const };
  return readBuyerFile(
    app.ctx.db,
    actor,
    { ...target, details: { via: 'signing_link' } },
    app.ctx.now(),
    async (view) =>
      toPublicBuyerFileDto(view.file, view.buyer.idType, await isBuyerFileRequired(view.tx, view.aggregate.contract)),
  );
}
