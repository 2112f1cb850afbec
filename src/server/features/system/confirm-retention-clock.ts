import type { Database } from '#server/db/client.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { releaseHold } from '#server/lib/clock-check.ts';
import { conflict } from '#server/lib/errors.ts';

/**
 * An owner confirms that the server's clock is right after the retention pass stopped on a jump (docs/product.md §7
 * "Retention", decision 042): the next pass measures from now and deletes what is due by then. Recorded with who
 * confirmed and what the pass had seen.
 */
export async function confirmRetentionClock(db: Database, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const hold = await releaseHold(tx, now);
    if (!hold) throw conflict('Los borrados automáticos no están detenidos: no hay nada que confirmar.', 'no_hold');
    await recordAudit(tx, actor, 'confirm_clock', 'settings', 'retention', { hold, confirmed_time: now.toISOString() });
  });
}
