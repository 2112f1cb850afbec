import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { notFound } from '../../lib/errors';

export const CONTACT_NOT_FOUND = 'El contacto no existe.';

export async function deleteContact(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
    if (deleted.length === 0) throw notFound(CONTACT_NOT_FOUND);
    await recordAudit(tx, actor, 'delete', 'contact', id);
  });
}
