import { and, eq } from 'drizzle-orm';

import { transition, type ContractAction, type ContractStatus } from '#shared/contract-lifecycle/index.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';
import { conflict, type AppError } from '#server/lib/errors.ts';

import { syncBuyerFileRetention } from './retention/buyer-file-retention';

type ContractPatch = Omit<Partial<typeof contracts.$inferInsert>, 'id' | 'status'>;

const STATUS_CHANGED_MEANWHILE = 'El contrato ha cambiado mientras tanto: recarga la página y vuelve a intentarlo.';

/**
 * The only way a contract's status changes: the lifecycle table decides the new status from the one the
 * caller read, and the update applies only while the row still has it, so two racing requests cannot both
 * move it. Callers check `canTransition` first when they owe the user a specific message.
 */
export async function transitionContract(
  db: Executor,
  contract: { id: string; status: ContractStatus },
  action: ContractAction,
  { now, set = {}, lostRace }: { now: Date; set?: ContractPatch; lostRace?: AppError },
): Promise<ContractStatus> {
  const to = transition(contract.status, action);
  const updated = await db
    .update(contracts)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(contracts.id, contract.id), eq(contracts.status, contract.status)))
    .returning({ id: contracts.id });
  if (updated.length === 0) throw lostRace ?? conflict(STATUS_CHANGED_MEANWHILE, 'status_changed');
  // The buyer files' ten years run from E, the day the relationship ended (docs/product.md#contract-retention).
  await syncBuyerFileRetention(db, contract.id);
  return to;
}
