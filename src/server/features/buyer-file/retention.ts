import { and, eq, isNull, lte } from 'drizzle-orm';

import type { Database, Executor } from '#server/db/client.ts';
import { buyerFileDocuments, buyerFiles, contracts } from '#server/db/schema.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { deleteFiles } from '#server/lib/storage.ts';

import { RETENTION_YEARS, type BuyerFileRow } from './queries';

// Ley 10/2010 art. 25 (docs/product.md#57-the-buyers-file-ley-102010): a buyer's file is kept ten years from the end
// of the relationship; after five, only for internal control, so it opens only with a stated reason; after ten it
// is deleted, documents and declarations, and a tombstone says who deleted it, when and why.

/** Years after the end of the relationship from which a file opens only with a stated reason. */
export const ACCESS_LIMIT_YEARS = 5;
const SYSTEM = { userId: null, name: 'sistema (borrado automático)', ip: null };
export const PURGE_REASON = `Plazo de conservación de ${RETENTION_YEARS} años cumplido (Ley 10/2010, art. 25).`;
const BATCH = 50;

/** From when the file opens only with a reason: five years after the relationship ended; null while it goes on. */
export function accessLimitedFrom(row: BuyerFileRow): Date | null {
  if (row.retentionUntil === null) return null;
  const from = new Date(row.retentionUntil);
  from.setUTCFullYear(from.getUTCFullYear() - (RETENTION_YEARS - ACCESS_LIMIT_YEARS));
  return from;
}

export const isAccessLimited = (row: BuyerFileRow, now: Date): boolean => {
  const from = accessLimitedFrom(row);
  return from !== null && from <= now;
};

/**
 * Deletes the documents and declarations of every file whose retention ended, keeping its row as a tombstone (who,
 * when, why) with an audit row each. Files are claimed with SKIP LOCKED, so two instances running it at once never
 * take the same file; a run that finds nothing writes nothing. Returns how many files it deleted.
 */
export async function purgeExpiredBuyerFiles(db: Database, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const purged = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: buyerFiles.id, contractId: buyerFiles.contractId, buyerId: buyerFiles.buyerId })
        .from(buyerFiles)
        // A legal hold on the contract keeps its buyer files too (docs/product.md#contract-retention).
        .innerJoin(contracts, eq(contracts.id, buyerFiles.contractId))
        .where(and(isNull(buyerFiles.purgedAt), lte(buyerFiles.retentionUntil, now), isNull(contracts.legalHoldAt)))
        .limit(BATCH)
        .for('update', { of: buyerFiles, skipLocked: true });
      for (const file of due) await purgeFile(tx, file, now);
      return due.length;
    });
    total += purged;
    if (purged < BATCH) return total;
  }
}

async function purgeFile(tx: Executor, file: { id: number; contractId: string; buyerId: number }, now: Date) {
  const documents = await tx
    .delete(buyerFileDocuments)
    .where(eq(buyerFileDocuments.buyerFileId, file.id))
    .returning({ fileId: buyerFileDocuments.fileId });
  await deleteFiles(
    tx,
    documents.map((document) => document.fileId),
  );
  await tx
    .update(buyerFiles)
    .set({
      declarations: null,
      declaredAt: null,
      declaredBy: null,
      risk: null,
      riskReason: null,
      reviewedBy: null,
      reviewedAt: null,
      highRiskConfirmedBy: null,
      highRiskConfirmedAt: null,
      purgedAt: now,
      purgedBy: SYSTEM.name,
      purgeReason: PURGE_REASON,
      updatedAt: now,
    })
    .where(eq(buyerFiles.id, file.id));
  await recordAudit(tx, SYSTEM, 'purge', 'buyer_file', file.id, {
    contract_id: file.contractId,
    buyer_id: file.buyerId,
    documents: documents.length,
    reason: PURGE_REASON,
  });
}
