import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import { mailCompany } from '#server/lib/mail/company-identity.ts';

import { resolveContractAccess } from './access';
import { contractText, copyParagraphs } from './contract-content';
import { courtesyTranslationFor } from './courtesy-translation';
import { toPublicContractDto } from './dto';
import { hasContractEvent, originOf } from './events';
import { outcomeHistory } from './outcome/outcome-history';
import { recordFirstView } from './record-view';
import { contractPolicy } from './signing-policy';
import { isTestContract } from './test-mode';

/**
 * The contract as its signing page shows it, for the buyer's link or a company account (docs/product.md §5.4): the
 * API's answer and the page's embedded data are this one reading, and a buyer's first one is on the record.
 */
export async function readSigningContract(app: FastifyInstance, request: FastifyRequest): Promise<PublicContractDto> {
  const { db } = app.ctx;
  const access = await resolveContractAccess(app, request);
  if (access.kind === 'buyer') {
    await recordFirstView(db, access.aggregate.contract.id, access.buyer.id, originOf(request, access.buyer.email));
  }
  return toPublicContractDto(
    access.aggregate,
    await contractText(db, access.aggregate),
    access.buyer,
    await mailCompany(db),
    {
      policy: await contractPolicy(db, access.aggregate.contract),
      testMode: await isTestContract(db, access.aggregate.contract),
      outcomeHistory: await outcomeHistory(db, access.aggregate.contract.id),
      paymentDetailsSent: await hasContractEvent(db, access.aggregate.contract.id, 'payment_links_sent'),
    },
    {
      copy: await copyParagraphs(db, access.aggregate),
      courtesy: await courtesyTranslationFor(db, access.aggregate, access.buyer),
    },
  );
}
