import { eq } from 'drizzle-orm';
import { canTransition, type ContractStatus } from '../../../shared/contract-lifecycle';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { recordContractEvent, type RequestOrigin } from './events';
import { CONTRACT_NOT_FOUND } from './queries';
import { transitionContract } from './transition-contract';

const REFUSALS: Partial<Record<ContractStatus, string>> = {
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
    if (!canTransition(contract.status, 'cancel')) {
      throw conflict(REFUSALS[contract.status] ?? 'Este contrato no se puede anular en su estado actual.', 'not_cancellable');
    }
    const cancelledAt = new Date();
    await transitionContract(tx, contract, 'cancel', { now: cancelledAt, set: { cancelledAt, cancelReason: reason } });
    const details = { reason, reason_code: null, previous_status: contract.status };
    await recordContractEvent(tx, contractId, 'cancelled', origin, { details });
    await recordAudit(tx, actor, 'cancel', 'contract', contractId, details);
    return { status: 'cancelled', cancelledAt };
  });
}
