import { eq, or } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { sealedDocuments } from '#server/db/schema.ts';

export type SealedDocumentRow = typeof sealedDocuments.$inferSelect;

export async function findSealedDocument(db: Executor, contractId: string): Promise<SealedDocumentRow | undefined> {
  const [row] = await db.select().from(sealedDocuments).where(eq(sealedDocuments.contractId, contractId));
  return row;
}

/** The sealed document whose locally sealed file, or whose copy with the trusted time, has this SHA-256. */
export async function findSealedDocumentByHash(db: Executor, sha256: string): Promise<SealedDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(sealedDocuments)
    .where(or(eq(sealedDocuments.sha256, sha256), eq(sealedDocuments.extendedSha256, sha256)));
  return row;
}
