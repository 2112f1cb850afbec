import { asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database, Executor } from '#server/db/client.ts';
import { contracts, pendingSeals } from '#server/db/schema.ts';
import type { RequestOrigin } from '#server/features/contracts/events.ts';
import { getContract } from '#server/features/contracts/queries.ts';
import { mailSignedContract } from '#server/features/contracts/queue-signed-contract.ts';
import { TimestampUnavailableError } from '#server/lib/pdf/timestamp.ts';

import { markSealPending } from './mark-seal-pending';
import { sealSignedContract, type Sealing } from './seal-contract';
import type { SealedDocumentRow } from './sealed-documents';

const SYSTEM: RequestOrigin = { actor: 'sistema', ip: null, userAgent: null };
const BATCH = 20;

export const isSealPending = async (db: Executor, contractId: string): Promise<boolean> =>
  (await db.select({ id: pendingSeals.contractId }).from(pendingSeals).where(eq(pendingSeals.contractId, contractId)))
    .length > 0;

/**
 * One more try at a pending seal, under the contract's lock: sealed, the final mails go out and the pending
 * row goes; refused again, the next attempt moves later. Returns the seal, or undefined while still pending.
 */
export async function completePendingSeal(
  db: Database,
  contractId: string,
  sealing: Sealing,
): Promise<SealedDocumentRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for('update');
    if (!(await isSealPending(tx, contractId))) return undefined;
    const aggregate = await getContract(tx, contractId);
    let sealed: SealedDocumentRow;
    try {
      sealed = await sealSignedContract(tx, aggregate, sealing, SYSTEM);
    } catch (error) {
      if (!(error instanceof TimestampUnavailableError)) throw error;
      await markSealPending(tx, contractId, error.message, sealing.now(), SYSTEM);
      return undefined;
    }
    await tx.delete(pendingSeals).where(eq(pendingSeals.contractId, contractId));
    await mailSignedContract(tx, aggregate, SYSTEM, sealed, sealing.publicUrl);
    return sealed;
  });
}

/** Retries every pending seal whose time has come; each instance may run it, the lock keeps it single. */
export async function retryPendingSeals(db: Database, sealing: Sealing, log: FastifyBaseLogger): Promise<void> {
  const due = await db
    .select({ contractId: pendingSeals.contractId })
    .from(pendingSeals)
    .where(lte(pendingSeals.nextAttemptAt, sealing.now()))
    .orderBy(asc(pendingSeals.nextAttemptAt))
    .limit(BATCH);
  for (const { contractId } of due) {
    const sealed = await completePendingSeal(db, contractId, sealing);
    if (sealed) log.info({ contractId }, 'sello con fecha cierta completado');
    else log.warn({ contractId }, 'la autoridad de sellado de tiempo sigue sin responder; se reintentará');
  }
}

/** Checks for due seals every minute while a time-stamping authority is configured. */
export function startSealRetries(
  db: Database,
  sealing: Sealing,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = retryPendingSeals(db, sealing, log)
      .catch((error) => log.warn({ err: error }, 'pending seals pass failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
