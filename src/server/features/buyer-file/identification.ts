import { and, asc, eq } from 'drizzle-orm';

import { ibanCountry, isEuEeaIban } from '#shared/banking/eu-eea.ts';
import { PAYMENT_STATUS } from '#shared/contract-lifecycle/index.ts';
import {
  IDENTIFICATION_MEASURE_LABELS,
  IDENTIFICATION_MEASURES,
  IDENTIFICATION_PENDING_LABELS,
  identificationOf,
  needsMeasure,
  PAYER_CHECK_LABEL,
  type ConfirmedPayment,
  type IdentificationMeasure,
  type IdentificationStatus,
  type RecordedMeasure,
} from '#shared/identity/buyer-identification.ts';
import type { NamedBuyer } from '#shared/identity/person-name.ts';
import { centsToEuros } from '#shared/money/cents.ts';
import type { IdentificationDto, IdentificationMeasureInput } from '#shared/schemas/identification-schema.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { buyerFiles, payments } from '#server/db/schema.ts';
import type { ContractAggregate } from '#server/features/contracts/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict } from '#server/lib/errors.ts';

import { assertNotBlocked } from './assert-not-blocked';
import { buyerOf, lockBuyerFile, personNames, type BuyerFileRow } from './queries';

const ALREADY_RECORDED =
  'Ya consta cómo se verificó la identidad de este comprador: la medida registrada no se cambia (queda en el expediente y en la auditoría).';

/** The contract's confirmed payments, oldest first: whose payer and account identify a buyer (art. 21.1.c). */
export async function confirmedPaymentsOf(
  db: Executor,
  contractId: string,
): Promise<(ConfirmedPayment & { paidAt: Date | null })[]> {
  const rows = await db
    .select({
      transactionId: payments.transactionId,
      payerName: payments.payerName,
      payerIban: payments.payerIban,
      valueDate: payments.valueDate,
      amountCents: payments.amountCents,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(and(eq(payments.contractId, contractId), eq(payments.status, PAYMENT_STATUS.paid)))
    .orderBy(asc(payments.paidAt));
  return rows;
}

/**
 * The measure an owner recorded, kept as JSON text in `identification_measure` (`{"measure", "reason"}`); a value
 * that is not such JSON reads as "other" with the text as what was done.
 */
export function recordedMeasureOf(row: BuyerFileRow): RecordedMeasure | null {
  const stored = row.identificationMeasure;
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<RecordedMeasure>;
    if (
      (IDENTIFICATION_MEASURES as readonly string[]).includes(value.measure ?? '') &&
      typeof value.reason === 'string'
    )
      return { measure: value.measure as IdentificationMeasure, reason: value.reason };
  } catch {
    // Not JSON: the text itself says what was done.
  }
  return { measure: 'other', reason: stored };
}

/** How this buyer was identified, or why not yet, in the answer's shape. */
export async function identificationAnswer(
  db: Executor,
  aggregate: Pick<ContractAggregate, 'contract' | 'buyers'>,
  buyer: NamedBuyer,
  row: BuyerFileRow | null,
  paid?: ConfirmedPayment[],
): Promise<IdentificationDto> {
  const confirmed = paid ?? (await confirmedPaymentsOf(db, aggregate.contract.id));
  const measure = row ? recordedMeasureOf(row) : null;
  const status = identificationOf(buyer, aggregate.buyers, confirmed, measure);
  const by =
    measure && row?.identificationMeasureBy != null
      ? ((await personNames(db, [row.identificationMeasureBy])).get(row.identificationMeasureBy) ?? 'persona eliminada')
      : measure
        ? 'persona eliminada'
        : null;
  return toIdentificationDto(status, { by, at: measure ? (row?.identificationMeasureAt ?? null) : null });
}

export function toIdentificationDto(
  status: IdentificationStatus,
  recorded: { by: string | null; at: Date | null },
): IdentificationDto {
  const payment = 'payment' in status ? status.payment : null;
  const paymentAnswer = payment
    ? {
        payer_name: payment.payerName,
        payer_iban: payment.payerIban,
        country: payment.payerIban ? ibanCountry(payment.payerIban) : null,
        eu_eea: isEuEeaIban(payment.payerIban),
        value_date: payment.valueDate,
        amount: centsToEuros(payment.amountCents),
      }
    : null;
  if (status.verified && status.method === 'payer_check')
    return {
      verified: true,
      method: 'payer_check',
      label: PAYER_CHECK_LABEL,
      reason: null,
      by: null,
      at: null,
      pending: null,
      open_item: false,
      payment: paymentAnswer,
    };
  if (status.verified)
    return {
      verified: true,
      method: status.method,
      label: IDENTIFICATION_MEASURE_LABELS[status.method],
      reason: status.reason,
      by: recorded.by,
      at: recorded.at?.toISOString() ?? null,
      pending: null,
      open_item: false,
      payment: null,
    };
  return {
    verified: false,
    method: null,
    label: IDENTIFICATION_PENDING_LABELS[status.pending],
    reason: null,
    by: null,
    at: null,
    pending: status.pending,
    open_item: needsMeasure(status),
    payment: paymentAnswer,
  };
}

/**
 * An owner records how a buyer's identity was verified when the payment did not do it (RD 304/2014 arts. 6 and 21.1):
 * once, with what was done, and an audit row in the same transaction (docs/product.md#identified-buyers).
 */
export async function recordIdentificationMeasure(
  db: Database,
  actor: Actor,
  aggregate: ContractAggregate,
  buyerId: number,
  input: IdentificationMeasureInput,
  now: Date,
): Promise<void> {
  const buyer = buyerOf(aggregate, buyerId);
  await db.transaction(async (tx) => {
    const file = await lockBuyerFile(tx, aggregate.contract, buyer.id, now);
    assertNotBlocked(file.row, now);
    if (file.row.identificationMeasure !== null) throw conflict(ALREADY_RECORDED, 'identification_recorded');
    await tx
      .update(buyerFiles)
      .set({
        identificationMeasure: JSON.stringify({ measure: input.measure, reason: input.reason }),
        identificationMeasureBy: actor.userId,
        identificationMeasureAt: now,
        updatedAt: now,
      })
      .where(eq(buyerFiles.id, file.row.id));
    await recordAudit(tx, actor, 'update', 'buyer_file', file.row.id, {
      contract_id: aggregate.contract.id,
      buyer_id: buyer.id,
      identification_measure: input.measure,
      reason: input.reason,
    });
  });
}
