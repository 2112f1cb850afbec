import { and, eq } from 'drizzle-orm';

import { PAYMENT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { cancelEffect, type CancelEffectInput } from '#shared/contract-terms/cancel-effect.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { addCents, type Cents } from '#shared/money/cents.ts';
import type { Executor } from '#server/db/client.ts';
import { contractEvents, payments, signingLinks } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import type { CancelInput } from './cancel-input';
import { contractTypeName } from './contract-type-name';
import { buyerLanguage } from './dto';
import { recordContractEvent, type RequestOrigin } from './events';
import { contractCancelledMail } from './mails';
import { getContract, type BuyerRow, type ContractRow } from './queries';
import { signedTermsOf } from './signed-terms';
import { transitionContract } from './transition-contract';

/**
 * The cancellation itself, in the caller's transaction: the status through the lifecycle, the notice to every buyer
 * who got a link, stating the effect the signed terms give this cause, and the event in the trail.
 */
export async function cancelAndNotify(
  tx: Executor,
  origin: RequestOrigin,
  contract: ContractRow,
  input: CancelInput & { agreement?: CancelEffectInput['agreement'] },
  now: Date,
): Promise<void> {
  const { reason, reasonCode } = input;
  await transitionContract(tx, contract, 'cancel', {
    now,
    set: { cancelledAt: now, cancelReason: reason, cancelReasonCode: reasonCode },
  });
  const notified = await mailBuyersWithLinks(tx, contract.id, input, now);
  await recordContractEvent(tx, contract.id, 'cancelled', origin, {
    details: {
      reason,
      reason_code: reasonCode,
      previous_status: contract.status,
      notified_buyers: notified,
      ...(input.communicationReceivedOn ? { communication_received_on: input.communicationReceivedOn } : {}),
    },
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

async function transferredCents(tx: Executor, contractId: string): Promise<Cents> {
  const rows = await tx
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.contractId, contractId), eq(payments.status, PAYMENT_STATUS.paid)));
  return addCents(...rows.map((row) => row.amountCents));
}

async function mailBuyersWithLinks(
  tx: Executor,
  contractId: string,
  input: CancelInput & { agreement?: CancelEffectInput['agreement'] },
  now: Date,
): Promise<number> {
  const aggregate = await getContract(tx, contractId);
  const recipients = await buyersWithLinks(tx, contractId, aggregate.buyers);
  const company = await companyDetails(tx);
  const companyName = company.legal_name || company.company_name;
  const terms = await signedTermsOf(tx, aggregate);
  const effect = terms
    ? cancelEffect(terms, input.reasonCode, {
        transferredCents: await transferredCents(tx, contractId),
        today: todayIsoDateInMadrid(now),
        communicationReceivedOn: input.communicationReceivedOn ?? null,
        agreement: input.agreement ?? null,
      })
    : undefined;
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
      effect,
      binding: terms?.languages.binding,
    });
    await enqueueMail(tx, { kind: 'contract_cancelled', to: buyer.email, ...mail });
  }
  return recipients.length;
}
