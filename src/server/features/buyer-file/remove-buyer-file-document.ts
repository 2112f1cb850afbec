import { and, eq, isNull } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { buyerFileDocuments } from '#server/db/schema.ts';
import type { ContractRow } from '#server/features/contracts/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';
import { loadFile } from '#server/lib/storage.ts';

import { assertNotBlocked } from './assert-not-blocked';
import { lockBuyerFile } from './queries';
import { DOCUMENT_NOT_FOUND } from './view-buyer-file';

/**
 * An owner takes a document out of the buyer's file (unreadable, another person's, an old one replaced by a new upload)
 * with the reason (docs/product.md §5.7). It no longer counts towards the file; its row, its fingerprint and the reason
 * stay, and the audit row names the person: the file's history is never rewritten.
 */
export async function removeBuyerFileDocument(
  db: Database,
  actor: Actor,
  contract: ContractRow,
  target: { buyerId: number; documentId: number; reason: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const file = await lockBuyerFile(tx, contract, target.buyerId, now);
    assertNotBlocked(file.row, now);
    const document = file.documents.find((d) => d.id === target.documentId);
    if (!document) throw notFound(DOCUMENT_NOT_FOUND);
    await tx
      .update(buyerFileDocuments)
      .set({ removedAt: now, removedBy: actor.name, removedReason: target.reason })
      .where(and(eq(buyerFileDocuments.id, document.id), isNull(buyerFileDocuments.removedAt)));
    await recordAudit(tx, actor, 'remove_document', 'buyer_file', file.row.id, {
      contract_id: contract.id,
      buyer_id: target.buyerId,
      document_id: document.id,
      sha256: (await loadFile(tx, document.fileId))?.sha256 ?? null,
      reason: target.reason,
    });
  });
}
