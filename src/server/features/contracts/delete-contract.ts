import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contractAttachments, contractBuyers, contracts } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { deleteFiles } from '../../lib/storage';
import { CONTRACT_NOT_FOUND } from './queries';

/** Removes the contract with its buyers, events and files; the audit log keeps who did it. */
export async function deleteContract(db: Database, actor: Actor, contractId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const files = [
      ...(await tx.select({ id: contractAttachments.fileId }).from(contractAttachments).where(eq(contractAttachments.contractId, contractId))),
      ...(await tx.select({ id: contractBuyers.signatureFileId }).from(contractBuyers).where(eq(contractBuyers.contractId, contractId))),
    ]
      .map((row) => row.id)
      .filter((id): id is string => id !== null);
    const deleted = await tx
      .delete(contracts)
      .where(eq(contracts.id, contractId))
      .returning({ type: contracts.contractType, status: contracts.status });
    if (deleted.length === 0) throw notFound(CONTRACT_NOT_FOUND);
    await deleteFiles(tx, files);
    await recordAudit(tx, actor, 'delete', 'contract', contractId, { contract_type: deleted[0]!.type, status: deleted[0]!.status });
  });
}
