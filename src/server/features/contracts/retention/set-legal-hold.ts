import { and, eq, isNotNull, isNull } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';

import { CONTRACT_NOT_FOUND } from '../queries';

/** Puts or lifts a legal hold: while it stands, the contract is not deleted at ten years. Always on the record. */
export async function setLegalHold(
  db: Database,
  actor: Actor,
  contractId: string,
  { hold, reason }: { hold: boolean; reason: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contracts)
      .set(
        hold
          ? { legalHoldAt: now, legalHoldBy: actor.name, legalHoldReason: reason }
          : { legalHoldAt: null, legalHoldBy: null, legalHoldReason: null },
      )
      .where(and(eq(contracts.id, contractId), hold ? isNull(contracts.legalHoldAt) : isNotNull(contracts.legalHoldAt)))
      .returning({ id: contracts.id });
    const [exists] = row
      ? [row]
      : await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
    if (!exists) throw notFound(CONTRACT_NOT_FOUND);
    await recordAudit(tx, actor, 'legal_hold', 'contract', contractId, { hold, reason });
  });
}
