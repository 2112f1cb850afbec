import { isAwaitingSignatures } from '#shared/contract-lifecycle/index.ts';
import type { Executor } from '#server/db/client.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

import type { ContractAggregate } from './queries';

/** The buyers whose link still signs: the contract awaits signatures, is not archived and they have not signed. */
export const liveLinkBuyers = ({ contract, buyers }: ContractAggregate) =>
  contract.archivedAt === null && isAwaitingSignatures(contract.status)
    ? buyers.filter((b) => b.signedAt === null)
    : [];

/**
 * An owner was shown (or copied) buyers' live signing links: one audit row naming them, with the contracts and buyers
 * (docs/product.md §4). A link is the buyer's signature pen; who held it is part of the evidence.
 */
export async function recordLinkReveal(
  db: Executor,
  actor: Actor,
  aggregates: readonly ContractAggregate[],
  action: 'reveal_signing_links' | 'copy_signing_link' = 'reveal_signing_links',
): Promise<void> {
  const revealed = aggregates.flatMap((aggregate) =>
    liveLinkBuyers(aggregate).map((buyer) => ({ contract_id: aggregate.contract.id, buyer_id: buyer.id })),
  );
  if (revealed.length === 0) return;
  const entityId = new Set(revealed.map((r) => r.contract_id)).size === 1 ? revealed[0]!.contract_id : null;
  await recordAudit(db, actor, action, 'signing_link', entityId, { links: revealed });
}
