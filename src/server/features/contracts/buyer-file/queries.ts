import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import { buyerFileRequiredFor } from '#shared/banking/pre-payment-information.ts';
import { isSigningClosed } from '#shared/contract-lifecycle/index.ts';
import type { BuyerDeclarations } from '#shared/schemas/buyer-file-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { buyerFileDocuments, buyerFiles, users } from '#server/db/schema.ts';
import type { ContractAggregate, ContractRow } from '#server/features/contracts/queries.ts';
import { getSettings } from '#server/features/settings/index.ts';
import { notFound } from '#server/lib/errors.ts';

export type BuyerFileRow = typeof buyerFiles.$inferSelect;
export type BuyerFileDocumentRow = typeof buyerFileDocuments.$inferSelect;
export type BuyerFile = { row: BuyerFileRow; documents: BuyerFileDocumentRow[] };

export const BUYER_NOT_FOUND = 'Comprador no encontrado en este contrato';
/** How long the file is kept after the relationship ends (art. 25 Ley 10/2010). */
export const RETENTION_YEARS = 10;

export async function findBuyerFile(db: Executor, buyerId: number): Promise<BuyerFile | null> {
  const [row] = await db.select().from(buyerFiles).where(eq(buyerFiles.buyerId, buyerId));
  if (!row) return null;
  const documents = await db
    .select()
    .from(buyerFileDocuments)
    // A document an owner removed no longer counts; its row, reason and audit trail stay.
    .where(and(eq(buyerFileDocuments.buyerFileId, row.id), isNull(buyerFileDocuments.removedAt)))
    .orderBy(asc(buyerFileDocuments.id));
  return { row, documents };
}

export const retentionFrom = (end: Date): Date => {
  const until = new Date(end);
  until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS);
  return until;
};

/** A contract that was signed by everyone or cancelled: the relationship it started has ended (decision 020). */
const relationshipEnded = (contract: ContractRow): boolean => isSigningClosed(contract.status);

/**
 * The buyer's file, created empty on first use, locked for the rest of the transaction. A file opened after the
 * relationship ended is kept ten years from now.
 */
export async function lockBuyerFile(
  db: Executor,
  contract: ContractRow,
  buyerId: number,
  now: Date,
): Promise<BuyerFile> {
  await db
    .insert(buyerFiles)
    .values({
      contractId: contract.id,
      buyerId,
      retentionUntil: relationshipEnded(contract) ? retentionFrom(now) : null,
    })
    .onConflictDoNothing({ target: buyerFiles.buyerId });
  await db.select({ id: buyerFiles.id }).from(buyerFiles).where(eq(buyerFiles.buyerId, buyerId)).for('update');
  return (await findBuyerFile(db, buyerId))!;
}

/** Past its retention date: nothing reads it any more; the daily job deletes it (retention.ts). */
export const isBlocked = (row: BuyerFileRow, now: Date): boolean =>
  row.purgedAt !== null || (row.retentionUntil !== null && row.retentionUntil <= now);

export const isComplete = (file: BuyerFile | null): boolean =>
  file !== null && file.row.declarations !== null && file.documents.length > 0;

export const declarationsOf = (row: BuyerFileRow): BuyerDeclarations | null =>
  row.declarations as BuyerDeclarations | null;

/** The setting for this contract's type: arras contracts and reservations each have their own (docs/product.md §5.7). */
export async function isBuyerFileRequired(db: Executor, contract: Pick<ContractRow, 'contractType'>): Promise<boolean> {
  return buyerFileRequiredFor(contract.contractType, await getSettings(db));
}

/** The buyer of this contract, or 404 (a buyer id of another contract opens nothing). */
export function buyerOf(aggregate: ContractAggregate, buyerId: number) {
  const buyer = aggregate.buyers.find((b) => b.id === buyerId);
  if (!buyer) throw notFound(BUYER_NOT_FOUND);
  return buyer;
}

/** A high risk no owner has confirmed yet, in any of the contract's buyer files. */
export async function unconfirmedHighRisks(db: Executor, contractId: string): Promise<number> {
  const rows = await db
    .select({ id: buyerFiles.id })
    .from(buyerFiles)
    .where(
      and(eq(buyerFiles.contractId, contractId), eq(buyerFiles.risk, 'high'), isNull(buyerFiles.highRiskConfirmedAt)),
    );
  return rows.length;
}

/** Display names of accounts (full name, else username), for who reviewed or confirmed. */
export async function personNames(db: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.fullName.trim() || row.username]));
}
