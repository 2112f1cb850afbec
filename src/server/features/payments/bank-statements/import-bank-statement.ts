import { eq } from 'drizzle-orm';

import type { BankStatementImportDto, StatementLineDto } from '#shared/api/api-types.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { contracts, payments } from '#server/db/schema.ts';
import { confirmPendingPayment } from '#server/features/payments/confirm-payment.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { unprocessable } from '#server/lib/errors.ts';

import { matchEntry, type PaymentCandidate } from './match-entry';
import { readStatement, type StatementFormat } from './read-statement';
import { StatementFormatError, type StatementEntry } from './statement-entry';

type StatementFile = { fileName: string; bytes: Uint8Array };

/**
 * Confirms the payments a bank statement proves arrived, exactly as 'Confirmado' does (docs/product.md §6 "Bank
 * statements"), and reports every other line. One transaction: the whole file counts or none of it. Importing it
 * again confirms nothing twice, because only a pending payment can be confirmed (confirm-payment.ts).
 */
export async function importBankStatement(
  db: Database,
  actor: Actor,
  file: StatementFile,
  now: Date,
): Promise<BankStatementImportDto> {
  const statement = read(file.bytes);
  const source = { file_name: file.fileName, file_sha256: sha256Hex(file.bytes), format: statement.format };
  return db.transaction(async (tx) => {
    const candidates = await paymentCandidates(tx);
    const result: BankStatementImportDto = {
      format: statement.format,
      confirmed: [],
      unmatched: [],
      already_confirmed: [],
    };
    for (const entry of statement.entries) {
      await importEntry(tx, actor, now, source, entry, candidates, result);
    }
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

function read(bytes: Uint8Array): { format: StatementFormat; entries: StatementEntry[] } {
  try {
    return readStatement(bytes);
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
  candidates: PaymentCandidate[],
  result: BankStatementImportDto,
): Promise<void> {
  const match = matchEntry(entry, candidates);
  if (match.kind === 'unmatched') {
    result.unmatched.push({
      ...line(entry, match.reference, match.payment),
      reason: match.reason,
      expected_amount: match.reason === 'amount_mismatch' ? (match.payment?.amount ?? null) : null,
    });
    return;
  }
  const { payment } = match;
  if (match.kind === 'confirm') {
    const evidence = {
      source: 'bank_statement',
      ...source,
      account: entry.account,
      booked_on: entry.bookedOn,
      payer_name: entry.payerName,
      text: entry.text,
    };
    const confirmed = await confirmPendingPayment(tx, actor, payment.transactionId, { now, evidence });
    if (confirmed.confirmed) {
      // A second line with the same reference in this file finds it paid, as a re-import would.
      payment.status = 'paid';
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

function line(entry: StatementEntry, reference: string | null, payment?: PaymentCandidate): StatementLineDto {
  return {
    amount: entry.amountCents / 100,
    currency: entry.currency,
    reference,
    payer_name: entry.payerName,
    text: entry.text,
    booked_on: entry.bookedOn,
    account: entry.account,
    transaction_id: payment?.transactionId ?? null,
    contract_id: payment?.contractId ?? null,
  };
}

async function paymentCandidates(tx: Transaction): Promise<PaymentCandidate[]> {
  const rows = await tx
    .select({
      transactionId: payments.transactionId,
      reference: payments.reference,
      amount: payments.amount,
      status: payments.status,
      contractId: contracts.id,
      contractStatus: contracts.status,
      archivedAt: contracts.archivedAt,
    })
    .from(payments)
    .innerJoin(contracts, eq(contracts.id, payments.contractId));
  return rows.map(({ archivedAt, ...row }) => ({ ...row, archived: archivedAt !== null }));
}
