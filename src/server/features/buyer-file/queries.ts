import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import type { BuyerIdType } from '#shared/identity/identity-document.ts';
import { identitySidesCovered } from '#shared/identity/identity-sides.ts';
import type { BuyerDeclarations } from '#shared/schemas/buyer-file-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { buyerFileDocuments, buyerFiles, users } from '#server/db/schema.ts';
import {
  contractPolicy,
  retentionOf,
  type ContractAggregate,
  type ContractRow,
} from '#server/features/contracts/index.ts';
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

/**
 * The buyer's file, created empty on first use, locked for the rest of the transaction. A file opened after the
 * relationship ended is kept ten years from E, as the contract's others are.
 */
export async function lockBuyerFile(
  db: Executor,
  contract: ContractRow,
  buyerId: number,
  _now: Date,
): Promise<BuyerFile> {
  await db
    .insert(buyerFiles)
    .values({
      contractId: contract.id,
      buyerId,
      // Ten years from E, the day the relationship ended; null while it goes on (docs/product.md#contract-retention).
      retentionUntil: (await retentionOf(db, contract)).deleteAt,
    })
    .onConflictDoNothing({ target: buyerFiles.buyerId });
  await db.select({ id: buyerFiles.id }).from(buyerFiles).where(eq(buyerFiles.buyerId, buyerId)).for('update');
  return (await findBuyerFile(db, buyerId))!;
}

/** Past its retention date: nothing reads it any more; the daily job deletes it (retention.ts). */
export const isBlocked = (row: BuyerFileRow, now: Date): boolean =>
  row.purgedAt !== null || (row.retentionUntil !== null && row.retentionUntil <= now);

/**
 * Declarations made and the identity document whole: both sides of a DNI, NIE or EU identity card (two photos or a
 * PDF), the data page of a passport (docs/product.md#identified-buyers).
 */
export const isComplete = (file: BuyerFile | null, idType: BuyerIdType): boolean =>
  file !== null && file.row.declarations !== null && identitySidesCovered(idType, file.documents);

export const declarationsOf = (row: BuyerFileRow): BuyerDeclarations | null =>
  row.declarations as BuyerDeclarations | null;

/**
 * Whether this contract requires the buyer file: the policy frozen when the company signed (docs/product.md#signing-policy),
 * or, for a draft, today's setting for its type (arras contracts and reservations each have their own).
 */
export async function isBuyerFileRequired(
  db: Executor,
  contract: Pick<ContractRow, 'contractType' | 'signedTerms'>,
): Promise<boolean> {
  return (await contractPolicy(db, contract)).buyer_file_required;
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
