import { eq } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { properties, viewings } from '#server/db/schema.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { notFound } from '#server/lib/errors.ts';

export const VIEWING_NOT_FOUND = 'La visita no existe.';
export const PROPERTY_NOT_FOUND = 'La propiedad no existe.';

export async function findViewing(db: Executor, id: number, lock = false) {
  const query = db.select().from(viewings).where(eq(viewings.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(VIEWING_NOT_FOUND);
  return row;
}

/** The viewing a visitor's link names, or 404 (the same answer for a wrong token as for a missing viewing). */
export async function viewingOfLink(db: Executor, id: number, token: string, lock = false) {
  const row = await findViewing(db, id, lock).catch(() => null);
  if (!row || !token || row.tokenHash !== sha256Hex(token)) throw notFound('Este enlace no es válido o ha caducado.');
  return row;
}

export async function findProperty(db: Executor, id: number) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

/** The address the visitor is told: the property's street and its neighbourhood, in Barcelona. */
export const viewingAddress = (property: { address: string; neighborhood: string }) =>
  `${property.address}, ${property.neighborhood}, Barcelona`;
