import { eq } from 'drizzle-orm';

import type { BankStatementImportDto, StatementLineDto } from '#shared/api/api-types.ts';
import { PAYMENT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { centsToEuros } from '#shared/money/cents.ts';
import type { UnmatchedReason } from '#shared/schemas/payment-schema.ts';
import type { Database, Executor, Transaction } from '#server/db/client.ts';
import { contractBuyers, contracts, payments, properties } from '#server/db/schema.ts';
import { moneyGate } from '#server/features/buyer-file/index.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { blockedContract } from '#server/features/contracts/index.ts';
import { confirmPendingPayment } from '#server/features/payments/confirm-payment.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { unprocessable } from '#server/lib/errors.ts';

import { lineGroup, matchEntry, UNMATCHED_EXPLANATIONS, type EntryMatch, type PaymentCandidate } from './match-entry';
import { readStatement, type StatementFormat } from './read-statement';
import { StatementFormatError, type StatementEntry } from './statement-entry';
import { loopYielder } from './yield-to-loop';

type StatementFile = { fileName: string; bytes: Uint8Array };

/**
 * Confirms the payments a bank statement proves arrived, exactly as 'Confirmado' does (docs/product.md §6 "Bank
 * statements"), and reports every other line. One transaction for what it confirms: the whole file counts or none of it. Importing it
 * again confirms nothing twice, because only a pending payment can be confirmed (confirm-payment.ts).
 */
export async function importBankStatement(
  db: Database,
  actor: Actor,
  file: StatementFile,
  now: Date,
): Promise<BankStatementImportDto> {
  const pause = loopYielder();
  const statement = await read(file.bytes, pause);
  const source = { file_name: file.fileName, file_sha256: sha256Hex(file.bytes), format: statement.format };
  const result: BankStatementImportDto = {
    format: statement.format,
    confirmed: [],
    unmatched: [],
    already_confirmed: [],
  };
  // Matching runs outside the transaction, in slices: the database (one connection on PGlite) and the event loop
  // stay free for other requests; only the lines that may confirm something enter the transaction.
  const candidates = await paymentCandidates(db, now);
  const companyIban = (await companyDetails(db)).bank_iban;
  // A statement booked after today (in Spain) is not money that arrived: it never confirms (decision 042).
  const today = todayIsoDateInMadrid(now);
  const toConfirm: { entry: StatementEntry; match: Exclude<EntryMatch, { kind: 'unmatched' }> }[] = [];
  for (const entry of statement.entries) {
    await pause();
    const match = matchEntry(entry, candidates, companyIban, today);
    if (match.kind === 'unmatched') reportUnmatched(result, entry, match.reason, match.reference, match.payment);
    else toConfirm.push({ entry, match });
  }
  return db.transaction(async (tx) => {
    for (const { entry, match } of toConfirm) await importEntry(tx, actor, now, source, entry, match, result);
    await recordAudit(tx, actor, 'import', 'bank_statement', source.file_sha256, {
      ...source,
      lines: statement.entries.length,
      confirmed: result.confirmed.map((c) => c.transaction_id),
      unmatched: result.unmatched.length,
      already_confirmed: result.already_confirmed.length,
    });
    return result;
  });
}

async function read(
  bytes: Uint8Array,
  pause: () => Promise<void>,
): Promise<{ format: StatementFormat; entries: StatementEntry[] }> {
  try {
    return await readStatement(bytes, pause);
  } catch (error) {
    if (error instanceof StatementFormatError) throw unprocessable(error.message, 'not_a_statement');
    throw error;
  }
}

async function importEntry(
  tx: Transaction,
  actor: Actor,
  now: Date,
  source: { file_name: string; file_sha256: string; format: StatementFormat },
  entry: StatementEntry,
  match: Exclude<EntryMatch, { kind: 'unmatched' }>,
  result: BankStatementImportDto,
): Promise<void> {
  const { payment } = match;
  if (match.kind === 'confirm') {
    // The statement proves the money; the law still wants the buyer identified and assessed first (money-gate).
    if (!(await moneyGate(tx, { id: payment.contractId, contractType: payment.contractType })).open) {
      reportUnmatched(result, entry, 'buyer_file_pending', payment.reference, payment);
      return;
    }
    const evidence = {
      source: 'bank_statement',
      ...source,
      account: entry.account,
      booked_on: entry.bookedOn,
      payer_name: entry.payerName,
      payer_iban: entry.payerIban,
      text: entry.text,
    };
    const confirmed = await confirmPendingPayment(tx, actor, payment.transactionId, {
      now,
      evidence,
      payerName: entry.payerName,
      // The statement line is the proof; the match already checked the payer is a buyer (match-entry.ts).
      payer: {
        // The ordering account when the bank gives it (camt.053): the buyer file tells an EU/EEA account from
        // another (docs/product.md#identified-buyers); Norma 43 does not carry it.
        iban: entry.payerIban,
        valueDate: entry.bookedOn,
        proof: { kind: 'statement', file_name: source.file_name, file_sha256: source.file_sha256, text: entry.text },
        isBuyer: true,
      },
    });
    if (confirmed.confirmed) {
      // A second line with the same reference in this file finds it paid, as a re-import would.
      payment.status = PAYMENT_STATUS.paid;
      result.confirmed.push({ ...line(entry, payment.reference, payment), contract_status: confirmed.contractStatus });
      return;
    }
  }
  const [row] = await tx
    .select({ paidAt: payments.paidAt })
    .from(payments)
    .where(eq(payments.transactionId, payment.transactionId));
  result.already_confirmed.push({
    ...line(entry, payment.reference, payment),
    paid_at: row?.paidAt?.toISOString() ?? null,
  });
}

function reportUnmatched(
  result: BankStatementImportDto,
  entry: StatementEntry,
  reason: UnmatchedReason,
  reference: string | null,
  payment?: PaymentCandidate,
) {
  result.unmatched.push({
    ...line(entry, reference, payment),
    reason,
    group: lineGroup(reason, reference, payment),
    explanation: UNMATCHED_EXPLANATIONS[reason],
    expected_amount: reason === 'amount_mismatch' && payment ? centsToEuros(payment.amountCents) : null,
  });
}

function line(entry: StatementEntry, reference: string | null, payment?: PaymentCandidate): StatementLineDto {
  return {
    amount: entry.amount,
    raw_amount: entry.unreadableAmount,
    currency: entry.currency,
    reference,
    payer_name: entry.payerName,
    payer: entry.payerName,
    payer_iban: entry.payerIban,
    text: entry.text,
    booked_on: entry.bookedOn,
    account: entry.account,
    transaction_id: payment?.transactionId ?? null,
    contract_id: payment?.contractId ?? null,
    // The short reference the admin screens show for a contract (its first eight characters).
    contract_ref: payment ? payment.contractId.slice(0, 8) : null,
    property: payment?.property ?? null,
  };
}

async function paymentCandidates(tx: Executor, now: Date): Promise<PaymentCandidate[]> {
  const rows = await tx
    .select({
      transactionId: payments.transactionId,
      reference: payments.reference,
      amountCents: payments.amountCents,
      status: payments.status,
      contractId: contracts.id,
      contractType: contracts.contractType,
      contractData: contracts.contractData,
      propertyTitle: properties.title,
      contractStatus: contracts.status,
      archivedAt: contracts.archivedAt,
    })
    .from(payments)
    .innerJoin(contracts, eq(contracts.id, payments.contractId))
    .leftJoin(properties, eq(properties.id, contracts.propertyId));
  const buyers = await tx
    .select({ contractId: contractBuyers.contractId, name: contractBuyers.name, dni: contractBuyers.dni })
    .from(contractBuyers)
    .innerJoin(payments, eq(payments.contractId, contractBuyers.contractId));
  const blocked = new Set<string>();
  for (const contractId of new Set(rows.map((row) => row.contractId)))
    if (await blockedContract(tx, contractId, now)) blocked.add(contractId);
  return rows.map(({ archivedAt, contractData, propertyTitle, ...row }) => ({
    ...row,
    property: propertyTitle ?? contractAddress(contractData),
    archived: archivedAt !== null,
    blocked: blocked.has(row.contractId),
    buyers: buyers.filter((b) => b.contractId === row.contractId).map(({ name, dni }) => ({ name, dni })),
  }));
}

/** The address typed in the contract (`direccion_inmueble`), for a contract made without a portfolio property. */
function contractAddress(data: Record<string, unknown>): string | null {
  const address = data['direccion_inmueble'];
  return typeof address === 'string' && address.trim() !== '' ? address.trim() : null;
}
