import { eq } from 'drizzle-orm';

import {
  CANCEL_REASON_LABELS,
  canTransition,
  CONTRACT_STATUS,
  type CancelReasonCode,
  type ContractStatus,
} from '#shared/contract-lifecycle/index.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { contractEvents, contracts, signingLinks } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { buyerLanguage, contractTypeName } from './dto';
import { recordContractEvent, type RequestOrigin } from './events';
import { contractCancelledMail } from './mails';
import { CONTRACT_NOT_FOUND, getContract, type BuyerRow } from './queries';
import { transitionContract } from './transition-contract';

const REFUSALS: Partial<Record<ContractStatus, string>> = {
  draft: 'Un borrador no se anula: si ya no lo necesitas, elimínalo.',
  completed: 'El contrato está completado (el pago ya se confirmó) y no se puede anular.',
  cancelled: 'El contrato ya está anulado.',
};

type CancelInput = { reason: string; reasonCode: CancelReasonCode | null };

/**
 * 'Anular' (docs/product.md#cancelling-a-contract): the contract becomes `cancelled` for good, its links die,
 * every buyer who was sent a link is told why in their language, and the reason stays in its audit trail,
 * all in one transaction.
 */
export async function cancelContract(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  { reason, reasonCode }: CancelInput,
  now: Date,
): Promise<{ status: typeof CONTRACT_STATUS.cancelled; cancelledAt: Date }> {
  return db.transaction(async (tx) => {
    // Locked against a buyer signing at this very moment: either the signature lands first or the link is dead.
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
    if (!contract) throw notFound(CONTRACT_NOT_FOUND);
    if (!canTransition(contract.status, 'cancel')) {
      throw conflict(
        REFUSALS[contract.status] ?? 'Este contrato no se puede anular en su estado actual.',
        'not_cancellable',
      );
    }
    await transitionContract(tx, contract, 'cancel', {
      now,
      set: { cancelledAt: now, cancelReason: reason, cancelReasonCode: reasonCode },
    });
    const notified = await mailBuyersWithLinks(tx, contractId, { reason, reasonCode });
    const details = { reason, reason_code: reasonCode, previous_status: contract.status, notified_buyers: notified };
    await recordContractEvent(tx, contractId, 'cancelled', origin, { details });
    await recordAudit(tx, actor, 'cancel', 'contract', contractId, {
      ...details,
      reason_label: reasonCode ? CANCEL_REASON_LABELS[reasonCode] : null,
    });
    return { status: CONTRACT_STATUS.cancelled, cancelledAt: now };
  });
}

/** Buyers who got a link: mailed it (signing_links, or the mass mail of releases before it) or already signed. */
async function buyersWithLinks(tx: Executor, contractId: string, buyers: BuyerRow[]): Promise<BuyerRow[]> {
  const linked = new Set(
    (
      await tx.select({ id: signingLinks.buyerId }).from(signingLinks).where(eq(signingLinks.contractId, contractId))
    ).map((row) => row.id),
  );
  const mailedToAll = (
    await tx
      .select({ event: contractEvents.event })
      .from(contractEvents)
      .where(eq(contractEvents.contractId, contractId))
  ).some((row) => row.event === 'emails_sent');
  return buyers.filter((buyer) => mailedToAll || linked.has(buyer.id) || buyer.signedAt !== null);
}

async function mailBuyersWithLinks(tx: Executor, contractId: string, input: CancelInput): Promise<number> {
  const aggregate = await getContract(tx, contractId);
  const recipients = await buyersWithLinks(tx, contractId, aggregate.buyers);
  const company = await companyDetails(tx);
  const companyName = company.legal_name || company.company_name;
  for (const buyer of recipients) {
    const language = buyerLanguage(buyer);
    const mail = contractCancelledMail({
      buyerName: buyer.name,
      // The buyer's name for the contract, never the Spanish one for a Catalan or English reader.
      contractName: contractTypeName(aggregate.contract.contractType, language),
      contractType: aggregate.contract.contractType,
      companyName,
      reasonCode: input.reasonCode,
      reason: input.reason,
      language,
    });
    await enqueueMail(tx, { kind: 'contract_cancelled', to: buyer.email, ...mail });
  }
  return recipients.length;
}
