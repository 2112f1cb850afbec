import { desc, isNotNull, or } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';

import { blockedContract, blockedStub } from './contract-retention';

/** The contracts whose relationship ended and that retention now blocks: only that they exist and their dates. */
export async function listBlockedContracts(db: Executor, now: Date) {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      or(
        isNotNull(contracts.cancelledAt),
        isNotNull(contracts.lapsedAt),
        isNotNull(contracts.archivedAt),
        isNotNull(contracts.outcome),
      ),
    )
    .orderBy(desc(contracts.createdAt));
  const states = await Promise.all(rows.map((row) => blockedContract(db, row.id, now)));
  return states.flatMap((state) => (state ? [blockedStub(state)] : []));
}
