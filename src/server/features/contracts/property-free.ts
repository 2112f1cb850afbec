import { eq } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';
import { conflict } from '#server/lib/errors.ts';
import { propertyHolds } from '#server/lib/property-holds.ts';

/**
 * One home, one buyer (docs/product.md#one-home-one-buyer): a new contract for a property another contract holds is
 * refused (409, naming that contract) until an owner cancels it or records that it lapsed. The property row is
 * locked, so two simultaneous contracts for one home cannot both pass.
 */
export async function assertPropertyFree(db: Executor, propertyId: number): Promise<void> {
  await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update');
  const hold = (await propertyHolds(db, [propertyId])).get(propertyId);
  if (!hold) return;
  throw conflict(
    `La vivienda ya está reservada por el contrato ${hold.contractId.slice(0, 8)} (${hold.contractId}): ` +
      'anúlalo o registra que ha caducado antes de hacer otro contrato para ella.',
    'property_held',
  );
}
