import { and, asc, eq } from 'drizzle-orm';

import { isBuyerWithdrawal, PAYMENT_STATUS, type ContractOutcomeRecord } from '#shared/contract-lifecycle/index.ts';
import { outcomeAmounts, OutcomeNotInContractError } from '#shared/contract-terms/outcome-amounts.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { addCents } from '#shared/money/cents.ts';
import type { ContractOutcomeInput } from '#shared/schemas/contract-outcome-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { contractEvents, payments } from '#server/db/schema.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { conflict, unprocessable } from '#server/lib/errors.ts';
import { saveFile } from '#server/lib/storage.ts';

import type { ContractAggregate } from '../queries';
import { signedTermsOf } from '../signed-terms';

const FUTURE_DATE = (today: string) =>
  `La fecha no puede ser posterior a hoy (${today}): se registra lo que ya ha pasado, nunca lo que está previsto.`;
const BEFORE_PAYMENT = (paid: string) => `La fecha no puede ser anterior al pago que completó el contrato (${paid}).`;
const WITHDRAWAL_AFTER_DEED = (deed: string) =>
  `Ya consta la escritura firmada el ${deed}: un desistimiento no puede ser posterior a ella.`;
const NOT_IN_CONTRACT =
  'El contrato firmado no prevé el desistimiento justificado (no pacta una financiación cuya denegación lo justifique).';
const NOT_A_PDF = 'La prueba debe ser un PDF (en base64).';
const NO_TERMS = 'Este contrato no tiene los términos firmados que el resultado necesita.';
const missingWithdrawals = (names: string[]) =>
  `El desistimiento es de toda la parte compradora: falta la declaración de ${names.join(', ')} (desde su propio enlace) ` +
  'o una prueba escrita en PDF (su declaración firmada, o el acta notarial de incomparecencia).';

const madridDay = (at: Date) => todayIsoDateInMadrid(at);

/** The confirmed payments of the contract: their total and the day the first one was confirmed. */
async function paidFacts(db: Executor, contractId: string) {
  const rows = await db
    .select({ amountCents: payments.amountCents, paidAt: payments.paidAt })
    .from(payments)
    .where(and(eq(payments.contractId, contractId), eq(payments.status, PAYMENT_STATUS.paid)))
    .orderBy(asc(payments.paidAt));
  const first = rows.find((row) => row.paidAt !== null)?.paidAt ?? null;
  return {
    transferredCents: addCents(...rows.map((row) => row.amountCents)),
    firstPaidOn: first ? madridDay(first) : null,
  };
}

/** The buyers who declared their withdrawal through their own link (events `withdrawal_declared`). */
export async function declaredWithdrawals(db: Executor, contractId: string): Promise<Set<number>> {
  const rows = await db
    .select({ buyerId: contractEvents.buyerId })
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.event, 'withdrawal_declared')));
  return new Set(rows.map((row) => row.buyerId).filter((id): id is number => id !== null));
}

/** Written evidence given as base64: a PDF, stored and fingerprinted; 422 for anything else. */
async function storedEvidence(db: Executor, base64: string | null | undefined): Promise<string | null> {
  if (!base64?.trim()) return null;
  const bytes = Buffer.from(base64.trim(), 'base64');
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw unprocessable(NOT_A_PDF, 'evidence_not_pdf');
  await saveFile(db, { data: bytes, contentType: 'application/pdf' });
  return sha256Hex(bytes);
}

/**
 * The outcome record an owner's input makes, checked against what happened and what was signed
 * (docs/product.md#outcome): a date not after today nor before the payment (a withdrawal not after a recorded deed),
 * the buying party's withdrawal backed by every buyer's declaration or written evidence, and every amount, term and
 * clause from the signed terms.
 */
export async function outcomeRecordFor(
  db: Executor,
  aggregate: ContractAggregate,
  input: ContractOutcomeInput,
  context: { now: Date; recordedBy: string; deedOn?: string | null; corrects?: string | null },
): Promise<ContractOutcomeRecord> {
  const { contract, buyers } = aggregate;
  const today = madridDay(context.now);
  if (input.date > today) throw unprocessable(FUTURE_DATE(today), 'future_date');
  const { transferredCents, firstPaidOn } = await paidFacts(db, contract.id);
  if (firstPaidOn && input.date < firstPaidOn) throw unprocessable(BEFORE_PAYMENT(firstPaidOn), 'before_payment');
  if (input.outcome !== 'deed_signed' && context.deedOn && input.date > context.deedOn)
    throw unprocessable(WITHDRAWAL_AFTER_DEED(context.deedOn), 'after_deed');

  const evidenceSha256 = await storedEvidence(db, input.evidence);
  if (isBuyerWithdrawal(input.outcome) && evidenceSha256 === null) {
    const declared = await declaredWithdrawals(db, contract.id);
    const missing = buyers.filter((buyer) => !declared.has(buyer.id)).map((buyer) => buyer.name);
    if (missing.length > 0) throw unprocessable(missingWithdrawals(missing), 'withdrawal_not_declared');
  }
  const terms = await signedTermsOf(db, aggregate);
  if (!terms) throw conflict(NO_TERMS, 'no_terms');
  let amounts;
  try {
    amounts = outcomeAmounts(terms, input.outcome, transferredCents, input.date);
  } catch (error) {
    if (error instanceof OutcomeNotInContractError) throw unprocessable(NOT_IN_CONTRACT, 'not_in_contract');
    throw error;
  }
  const deed = input.outcome === 'deed_signed';
  return {
    outcome: input.outcome,
    date: input.date,
    notary: deed ? (input.notary ?? null) : null,
    protocol: deed ? (input.protocol ?? null) : null,
    reason: input.reason ?? null,
    ...amounts,
    evidence_sha256: evidenceSha256,
    recorded_at: context.now.toISOString(),
    recorded_by: context.recordedBy,
    ...(context.corrects ? { corrects: context.corrects } : {}),
  };
}
