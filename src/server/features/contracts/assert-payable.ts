import { eq } from 'drizzle-orm';

import { isCancelled } from '#shared/contract-lifecycle/index.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';
import { conflict } from '#server/lib/errors.ts';

const CANCELLED_NOT_PAYABLE = 'El contrato está anulado: su pago ya no se puede confirmar.';
const ARCHIVED_NOT_PAYABLE = 'El contrato está archivado: su pago ya no se puede confirmar.';

/**
 * A transfer is confirmed (and a receipt mailed) only for a contract that is still alive
 * (docs/product.md#cancelling-a-contract). The row is locked, so a cancellation cannot slip in between.
 */
export async function assertContractPayable(tx: Executor, contractId: string): Promise<void> {
  const [contract] = await tx
    .select({ status: contracts.status, archivedAt: contracts.archivedAt })
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .for('update');
  if (contract && isCancelled(contract.status)) throw conflict(CANCELLED_NOT_PAYABLE, 'contract_cancelled');
  if (contract?.archivedAt) throw conflict(ARCHIVED_NOT_PAYABLE, 'contract_archived');
}
