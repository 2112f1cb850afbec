import { asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { contractAttachments, contractBuyers, contractEvents, contracts } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';

export const CONTRACT_NOT_FOUND = 'Contrato no encontrado';

export type ContractRow = typeof contracts.$inferSelect;
export type BuyerRow = typeof contractBuyers.$inferSelect;
export type AttachmentRow = typeof contractAttachments.$inferSelect;
export type EventRow = typeof contractEvents.$inferSelect;

/** A contract with its buyers (by order) and attachments (by position). */
export type ContractAggregate = { contract: ContractRow; buyers: BuyerRow[]; attachments: AttachmentRow[] };

async function withChildren(db: Executor, rows: ContractRow[]): Promise<ContractAggregate[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [buyers, attachments] = await Promise.all([
    db
      .select()
      .from(contractBuyers)
      .where(inArray(contractBuyers.contractId, ids))
      .orderBy(asc(contractBuyers.buyerOrder)),
    db
      .select()
      .from(contractAttachments)
      .where(inArray(contractAttachments.contractId, ids))
      .orderBy(asc(contractAttachments.position)),
  ]);
  return rows.map((contract) => ({
    contract,
    buyers: buyers.filter((b) => b.contractId === contract.id),
    attachments: attachments.filter((a) => a.contractId === contract.id),
  }));
}

/** The working list (archived ones left out), or only the archived ones, most recently archived first. */
export async function listContracts(db: Executor, { archived = false } = {}): Promise<ContractAggregate[]> {
  const rows = archived
    ? await db
        .select()
        .from(contracts)
        .where(isNotNull(contracts.archivedAt))
        .orderBy(desc(contracts.archivedAt), desc(contracts.id))
    : await db
        .select()
        .from(contracts)
        .where(isNull(contracts.archivedAt))
        .orderBy(desc(contracts.createdAt), desc(contracts.id));
  return withChildren(db, rows);
}

export async function findContract(db: Executor, id: string): Promise<ContractAggregate | undefined> {
  const rows = await db.select().from(contracts).where(eq(contracts.id, id));
  return (await withChildren(db, rows))[0];
}

export async function getContract(db: Executor, id: string): Promise<ContractAggregate> {
  const found = await findContract(db, id);
  if (!found) throw notFound(CONTRACT_NOT_FOUND);
  return found;
}

export async function contractEventsOf(db: Executor, contractId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(asc(contractEvents.createdAt), asc(contractEvents.id));
}
