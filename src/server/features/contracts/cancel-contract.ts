import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { recordContractEvent, type RequestOrigin } from './events';
import { CONTRACT_NOT_FOUND } from './queries';

/** Statuses an administrator may cancel from (docs/product.md §5.3). */
const CANCELLABLE = new Set(['pending_signature', 'partially_signed', 'signed']);

const REFUSALS: Record<string, string> = {
  draft: 'Un borrador no se anula: si ya no lo necesitas, elimínalo.',
  completed: 'El contrato está completado (el pago ya se confirmó) y no se puede anular.',
  cancelled: 'El contrato ya está anulado.',
};

/** 'Anular': the contract becomes `cancelled` for good, its links die, the reason and time stay in its audit trail. */
export async function cancelContract(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  reason: string,
): Promise<{ status: 'cancelled'; cancelledAt: Date }> {
  return db.transaction(async (tx) => {
    // Locked against a buyer signing at this very moment: either the signature lands first or the link is dead.
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
    if (!contract) throw notFound(CONTRACT_NOT_FOUND);
    if (!CANCELLABLE.has(contract.status)) {
      throw conflict(REFUSALS[contract.status] ?? 'Este contrato no se puede anular en su estado actual.', 'not_cancellable');
    }
    const cancelledAt = new Date();
    await tx
      .update(contracts)
      .set({ status: 'cancelled', cancelledAt, cancelReason: reason, updatedAt: cancelledAt })
      .where(eq(contracts.id, contractId));
    const details = { reason, previous_status: contract.status };
    await recordContractEvent(tx, contractId, 'cancelled', origin, { details });
    await recordAudit(tx, actor, 'cancel', 'contract', contractId, details);
    return { status: 'cancelled', cancelledAt };
  });
}
