import { and, inArray, isNotNull, isNull } from 'drizzle-orm';

import { HOLDING_STATUSES } from '#shared/contract-lifecycle/index.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';

export type PropertyHold = { contractId: string; status: string; createdAt: Date };

/**
 * The contract holding each property (docs/product.md#one-home-one-buyer), by property id: the site's "Reservado"
 * badge, the portal feeds and the second-contract check read this one query. `propertyIds` narrows it.
 */
export async function propertyHolds(db: Executor, propertyIds?: readonly number[]): Promise<Map<number, PropertyHold>> {
  if (propertyIds && propertyIds.length === 0) return new Map();
  const rows = await db
    .select({
      propertyId: contracts.propertyId,
      contractId: contracts.id,
      status: contracts.status,
      createdAt: contracts.createdAt,
    })
    .from(contracts)
    .where(
      and(
        isNotNull(contracts.propertyId),
        propertyIds ? inArray(contracts.propertyId, [...propertyIds]) : undefined,
        inArray(contracts.status, [...HOLDING_STATUSES]),
        isNull(contracts.archivedAt),
        isNull(contracts.outcome),
        isNull(contracts.lapsedAt),
      ),
    )
    .orderBy(contracts.createdAt);
  const holds = new Map<number, PropertyHold>();
  for (const row of rows) {
    if (row.propertyId !== null && !holds.has(row.propertyId)) {
      holds.set(row.propertyId, { contractId: row.contractId, status: row.status, createdAt: row.createdAt });
    }
  }
  return holds;
}
