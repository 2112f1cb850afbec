import type { Database } from '#server/db/client.ts';
import type { SigningLinkOf } from '#server/features/contracts/dto.ts';
import { recordContractEvent, type RequestOrigin } from '#server/features/contracts/events.ts';
import { liveLinkBuyers } from '#server/features/contracts/link-reveal.ts';
import { getContract } from '#server/features/contracts/queries.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, notFound } from '#server/lib/errors.ts';

import { BUYER_NOT_FOUND } from './resend-signing-link';

const LINK_NOT_LIVE =
  'Este comprador no tiene un enlace que firme ahora: el contrato no está pendiente de su firma (ya firmó, está archivado o anulado).';

/**
 * An owner takes one buyer's signing link out of the product (docs/product.md#links-in-company-hands): the answer is the
 * only place a company account ever sees a buyer's token, and taking it is on the record — who and when, in the
 * contract's evidence and the audit log. From then on, in a live installation, that buyer signs only after the code
 * mailed to their own address; a re-issued link (old token dead, new one mailed) ends the handover.
 */
export async function handOverSigningLink(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  ids: { contractId: string; buyerId: number },
  linkOf: SigningLinkOf,
): Promise<string> {
  return db.transaction(async (tx) => {
    const aggregate = await getContract(tx, ids.contractId);
    const buyer = aggregate.buyers.find((b) => b.id === ids.buyerId);
    if (!buyer) throw notFound(BUYER_NOT_FOUND);
    if (!liveLinkBuyers(aggregate).some((b) => b.id === buyer.id)) throw conflict(LINK_NOT_LIVE, 'link_not_live');
    await recordContractEvent(tx, ids.contractId, 'link_handed_over', origin, {
      buyerId: buyer.id,
      details: { buyer_order: buyer.buyerOrder, person: actor.name, person_id: actor.userId },
    });
    await recordAudit(tx, actor, 'hand_over_signing_link', 'signing_link', ids.contractId, {
      buyer_id: buyer.id,
      buyer_order: buyer.buyerOrder,
    });
    return linkOf(buyer);
  });
}
