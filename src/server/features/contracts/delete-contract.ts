import { count, eq } from 'drizzle-orm';

import { isDraft, type ContractStatus } from '#shared/contract-lifecycle/index.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { contractAttachments, contractBuyers, contracts, payments } from '#server/db/schema.ts';
import { STAFF_FORBIDDEN } from '#server/features/people/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { deleteFiles } from '#server/lib/storage.ts';

import { recordContractEvent, type RequestOrigin } from './events';
import { CONTRACT_NOT_FOUND } from './queries';
import { transitionContract } from './transition-contract';

type DeleteOutcome = { outcome: 'deleted' } | { outcome: 'archived'; status: ContractStatus; archivedAt: Date };

/**
 * 'Eliminar' (docs/product.md §5.3). A draft nobody signed and nobody paid for is removed with its buyers and
 * files; its audit trail stays (contract_events has no foreign key) and the audit log records the deletion.
 * Anything else is archived: it leaves the list and its links stop working, but every row and file is kept. A staff
 * account (`draftsOnly`) may remove a never-sent draft and nothing else (docs/product.md §4): archiving a contract that
 * went out ends the buyers' links, an owner's act.
 */
export async function deleteContract(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  now: Date,
  { draftsOnly = false }: { draftsOnly?: boolean } = {},
): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    // Locked, so the administrator's signature cannot slip in between the check and the delete.
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
    if (!contract) throw notFound(CONTRACT_NOT_FOUND);
    const [{ n: paymentRows } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.contractId, contractId));
    const removable = isDraft(contract.status) && contract.archivedAt === null && Number(paymentRows) === 0;
    if (draftsOnly && !removable) throw forbidden(STAFF_FORBIDDEN);
    if (contract.archivedAt) return { outcome: 'archived', status: contract.status, archivedAt: contract.archivedAt };

    if (removable) {
      await removeDraft(tx, contractId);
      await recordAudit(tx, actor, 'delete', 'contract', contractId, {
        contract_type: contract.contractType,
        status: contract.status,
      });
      return { outcome: 'deleted' };
    }

    const archivedAt = now;
    await transitionContract(tx, contract, 'archive', { now: archivedAt, set: { archivedAt } });
    await recordContractEvent(tx, contractId, 'archived', origin, { details: { status: contract.status } });
    await recordAudit(tx, actor, 'archive', 'contract', contractId, {
      contract_type: contract.contractType,
      status: contract.status,
    });
    return { outcome: 'archived', status: contract.status, archivedAt };
  });
}

async function removeDraft(tx: Transaction, contractId: string): Promise<void> {
  const files = [
    ...(await tx
      .select({ id: contractAttachments.fileId })
      .from(contractAttachments)
      .where(eq(contractAttachments.contractId, contractId))),
    ...(await tx
      .select({ id: contractBuyers.signatureFileId })
      .from(contractBuyers)
      .where(eq(contractBuyers.contractId, contractId))),
  ]
    .map((row) => row.id)
    .filter((id): id is string => id !== null);
  await tx.delete(contracts).where(eq(contracts.id, contractId));
  await deleteFiles(tx, files);
}
