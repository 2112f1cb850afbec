import { and, eq } from 'drizzle-orm';

import {
  canTransition,
  CONTRACT_OUTCOME_LABELS,
  PAYMENT_STATUS,
  refundDueDate,
  type ContractOutcomeRecord,
} from '#shared/contract-lifecycle/index.ts';
import { localeOr } from '#shared/i18n/locales.ts';
import { addCents, centsToEuros } from '#shared/money/cents.ts';
import type { ContractOutcomeInput } from '#shared/schemas/contract-outcome-schema.ts';
import type { Database } from '#server/db/client.ts';
import { contracts, payments } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { markRelationshipEnded } from '../buyer-file/retention';
import { contractTypeName } from '../dto';
import { recordContractEvent, type RequestOrigin } from '../events';
import { CONTRACT_NOT_FOUND, getContract } from '../queries';
import { transitionContract } from '../transition-contract';
import { outcomeMail } from './mails';

const NOT_COMPLETED =
  'Solo se registra el resultado de un contrato completado (firmado por todas las partes y pagado).';
const ALREADY_RECORDED = 'Este contrato ya tiene registrado su resultado: no se puede cambiar.';

/**
 * An owner records what happened after the money (docs/product.md#outcome): the deed at the notary, or a withdrawal
 * under the penitential arras (CCCat 621-8, CC 1454). In one transaction: the outcome on the contract through the
 * lifecycle (the status stays completed), its event and audit row, a mail to every buyer in their language stating
 * its legal effect, and the end of the relationship for the buyer files' ten years.
 */
export async function recordOutcome(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  input: ContractOutcomeInput,
  now: Date,
): Promise<ContractOutcomeRecord> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
    if (!locked) throw notFound(CONTRACT_NOT_FOUND);
    if (locked.outcome) throw conflict(ALREADY_RECORDED, 'outcome_recorded');
    if (locked.archivedAt || !canTransition(locked.status, 'record_outcome'))
      throw conflict(NOT_COMPLETED, 'not_completed');

    const paid = await tx
      .select({ amountCents: payments.amountCents })
      .from(payments)
      .where(and(eq(payments.contractId, contractId), eq(payments.status, PAYMENT_STATUS.paid)));
    const paidCents = addCents(...paid.map((p) => p.amountCents));
    const sellerWithdrew = input.outcome === 'seller_withdrew';
    const record: ContractOutcomeRecord = {
      outcome: input.outcome,
      date: input.date,
      notary: input.outcome === 'deed_signed' ? (input.notary ?? null) : null,
      protocol: input.outcome === 'deed_signed' ? (input.protocol ?? null) : null,
      reason: input.reason ?? null,
      refund_due_date: sellerWithdrew ? refundDueDate(input.date) : null,
      paid_amount: centsToEuros(paidCents),
      refund_amount: sellerWithdrew ? centsToEuros(2 * paidCents) : null,
      recorded_at: now.toISOString(),
      recorded_by: actor.name,
    };
    await transitionContract(tx, locked, 'record_outcome', { now, set: { outcome: record } });
    // The relationship ends with the deed or the withdrawal: the buyer files' ten years run from then (art. 25).
    await markRelationshipEnded(tx, contractId, now);

    const { buyers } = await getContract(tx, contractId);
    const company = await companyDetails(tx);
    const companyName = company.legal_name.trim() || company.company_name.trim();
    for (const buyer of buyers) {
      const language = localeOr(buyer.language);
      const mail = outcomeMail({
        record,
        buyerName: buyer.name,
        contractName: contractTypeName(locked.contractType, language),
        companyName,
        language,
      });
      await enqueueMail(tx, { kind: 'contract_outcome', to: buyer.email, ...mail });
    }
    await recordContractEvent(tx, contractId, 'outcome_recorded', origin, {
      details: { ...record, notified_buyers: buyers.length },
    });
    await recordAudit(tx, actor, 'record_outcome', 'contract', contractId, {
      ...record,
      label: CONTRACT_OUTCOME_LABELS[record.outcome],
    });
    return record;
  });
}
