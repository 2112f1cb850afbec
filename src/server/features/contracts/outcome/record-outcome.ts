import { eq } from 'drizzle-orm';

import {
  canTransition,
  CONTRACT_OUTCOME_LABELS,
  readOutcome,
  type ContractOutcomeRecord,
} from '#shared/contract-lifecycle/index.ts';
import { localeOr } from '#shared/i18n/locales.ts';
import type { ContractOutcomeInput, OutcomeCorrectionInput } from '#shared/schemas/contract-outcome-schema.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { contractTypeName } from '../contract-type-name';
import { recordContractEvent, type RequestOrigin } from '../events';
import { CONTRACT_NOT_FOUND, getContract, type ContractAggregate } from '../queries';
import { syncBuyerFileRetention } from '../retention/buyer-file-retention';
import { transitionContract } from '../transition-contract';
import { outcomeMail } from './mails';
import { outcomeRecordFor } from './outcome-facts';

const NOT_COMPLETED =
  'Solo se registra el resultado de un contrato completado (firmado por todas las partes y pagado).';
const ALREADY_RECORDED =
  'Este contrato ya tiene registrado su resultado: para cambiarlo, registra una corrección con su motivo.';
const NOTHING_TO_CORRECT = 'Este contrato no tiene ningún resultado registrado que corregir.';

/** Every buyer is told, in their language; a correction says which communication it corrects and why. */
async function mailBuyers(
  tx: Executor,
  aggregate: ContractAggregate,
  record: ContractOutcomeRecord,
  correction?: { of: string; reason: string },
): Promise<number> {
  const company = await companyDetails(tx);
  const companyName = company.legal_name.trim() || company.company_name.trim();
  for (const buyer of aggregate.buyers) {
    const language = localeOr(buyer.language);
    const mail = outcomeMail({
      record,
      buyerName: buyer.name,
      contractName: contractTypeName(aggregate.contract.contractType, language),
      companyName,
      language,
      correction,
    });
    await enqueueMail(tx, { kind: 'contract_outcome', to: buyer.email, ...mail });
  }
  return aggregate.buyers.length;
}

async function lockCompleted(tx: Executor, contractId: string) {
  const [locked] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  if (!locked) throw notFound(CONTRACT_NOT_FOUND);
  if (locked.archivedAt || !canTransition(locked.status, 'record_outcome'))
    throw conflict(NOT_COMPLETED, 'not_completed');
  return locked;
}

/**
 * An owner records what happened after the money (docs/product.md#outcome), once: the deed at the notary, a withdrawal
 * under the signed penitential clause, or the buying party's justified withdrawal. In one transaction: the outcome on
 * the contract through the lifecycle (the status stays completed), its event and audit row, a mail to every buyer in
 * their language stating its effect from the signed terms, and the end of the relationship for the buyer files.
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
    const locked = await lockCompleted(tx, contractId);
    if (locked.outcome) throw conflict(ALREADY_RECORDED, 'outcome_recorded');
    const aggregate = await getContract(tx, contractId);
    const record = await outcomeRecordFor(tx, aggregate, input, { now, recordedBy: actor.name });
    await transitionContract(tx, locked, 'record_outcome', { now, set: { outcome: record } });
    // The relationship ends with the deed or the withdrawal: the buyer files' ten years run from then (art. 25).
    await syncBuyerFileRetention(tx, contractId);
    const notified = await mailBuyers(tx, aggregate, record);
    await recordContractEvent(tx, contractId, 'outcome_recorded', origin, {
      details: { ...record, notified_buyers: notified },
    });
    await recordAudit(tx, actor, 'record_outcome', 'contract', contractId, {
      ...record,
      label: CONTRACT_OUTCOME_LABELS[record.outcome],
    });
    return record;
  });
}

/**
 * A recorded outcome corrected (a wrong date, the wrong outcome): a new event with its reason, the buyers told again
 * ("corrige la comunicación del …"), the history kept. The same checks as the first record.
 */
export async function correctOutcome(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  input: OutcomeCorrectionInput,
  now: Date,
): Promise<ContractOutcomeRecord> {
  return db.transaction(async (tx) => {
    const locked = await lockCompleted(tx, contractId);
    if (!locked.outcome) throw conflict(NOTHING_TO_CORRECT, 'no_outcome');
    const previous = readOutcome(locked.outcome);
    const aggregate = await getContract(tx, contractId);
    const record = await outcomeRecordFor(tx, aggregate, input, {
      now,
      recordedBy: actor.name,
      deedOn: previous.outcome === 'deed_signed' && input.outcome !== 'deed_signed' ? previous.date : null,
      corrects: previous.recorded_at,
    });
    await tx.update(contracts).set({ outcome: record, updatedAt: now }).where(eq(contracts.id, contractId));
    // A corrected date moves E, and the buyer files' ten years with it.
    await syncBuyerFileRetention(tx, contractId);
    const notified = await mailBuyers(tx, aggregate, record, {
      of: previous.recorded_at,
      reason: input.correction_reason,
    });
    await recordContractEvent(tx, contractId, 'outcome_corrected', origin, {
      details: {
        ...record,
        correction_reason: input.correction_reason,
        corrects: previous.recorded_at,
        notified_buyers: notified,
      },
    });
    await recordAudit(tx, actor, 'correct_outcome', 'contract', contractId, {
      ...record,
      correction_reason: input.correction_reason,
    });
    return record;
  });
}
