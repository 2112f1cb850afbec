import { eq } from 'drizzle-orm';

import { holdsProperty, isFullySigned } from '#shared/contract-lifecycle/index.ts';
import type { Database } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, notFound } from '#server/lib/errors.ts';

import { recordContractEvent, type RequestOrigin } from './events';
import { CONTRACT_NOT_FOUND } from './queries';
import { syncBuyerFileRetention } from './retention/buyer-file-retention';

const NOT_HOLDING =
  'Este contrato no reserva la vivienda (es un borrador, está anulado, archivado, tiene un resultado o ya caducó).';

/**
 * An owner records, with a reason, that a reservation or arras contract lapsed (docs/product.md#one-home-one-buyer):
 * it stops holding its property, so the home can be offered and contracted again. Its status and every row stay.
 */
export async function recordLapse(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
    if (!contract) throw notFound(CONTRACT_NOT_FOUND);
    const holding = holdsProperty({
      status: contract.status,
      archived: contract.archivedAt !== null,
      hasOutcome: contract.outcome !== null,
      lapsed: contract.lapsedAt !== null,
    });
    // Only an offer that could still bind: once everyone signed, ending it is an outcome or a termination agreement.
    if (!holding || isFullySigned(contract.status)) throw conflict(NOT_HOLDING, 'not_holding');
    await tx
      .update(contracts)
      .set({ lapsedAt: now, lapseReason: reason, updatedAt: now })
      .where(eq(contracts.id, contractId));
    // A lapse ends the relationship: the buyer files' ten years run from it (docs/product.md#contract-retention).
    await syncBuyerFileRetention(tx, contractId);
    await recordContractEvent(tx, contractId, 'lapse_recorded', origin, { details: { reason } });
    await recordAudit(tx, actor, 'record_lapse', 'contract', contractId, { reason });
  });
}
