import type { FastifyInstance, FastifyRequest } from 'fastify';

import { getSettings } from '#server/features/settings/index.ts';

import { toContractDto, type SigningLinkOf } from '../dto';
import { outcomeHistory } from '../outcome/outcome-history';
import { getContract, type ContractAggregate } from '../queries';
import { contractPolicy, linkHandoversOf } from '../signing-policy';
import { signingToken, signingUrl } from '../signing-token';
import { isTestContract } from '../test-mode';

/**
 * The helpers the admin routes need: the signing link of a buyer and the admin view of contracts. Staff never see a
 * buyer's token (the link without it); an owner's view that shows live links is an audit row naming them
 * (docs/product.md §4).
 */
export function contractViews(app: FastifyInstance) {
  const { db, jwtSecret, config } = app.ctx;
  const linkOf: SigningLinkOf = (buyer) =>
    signingUrl(config.publicUrl, buyer.contractId, buyer.email, signingToken(jwtSecret, buyer), buyer.language);
  // No company account ever receives a buyer's token in a contract's answer (docs/product.md#links-in-company-hands):
  // the page's address only; an owner who needs the link takes it through the recorded action.
  const pageOf: SigningLinkOf = (buyer) =>
    signingUrl(config.publicUrl, buyer.contractId, buyer.email, null, buyer.language);
  const dtos = async (aggregates: ContractAggregate[]) => {
    const settings = await getSettings(db);
    return Promise.all(
      aggregates.map(async (aggregate) =>
        toContractDto(aggregate, pageOf, settings, {
          policy: await contractPolicy(db, aggregate.contract),
          testMode: await isTestContract(db, aggregate.contract),
          handovers: await linkHandoversOf(
            db,
            aggregate.contract.id,
            aggregate.buyers.map((buyer) => buyer.id),
          ),
          outcomeHistory: await outcomeHistory(db, aggregate.contract.id),
        }),
      ),
    );
  };
  const adminDto = async (_request: FastifyRequest, id: string) => (await dtos([await getContract(db, id)]))[0]!;
  return { linkOf, adminDto, dtos };
}

export type ContractViews = ReturnType<typeof contractViews>;
