import { eq } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { contacts } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';

import { CONTACT_NOT_FOUND } from './queries';

export { CONTACT_NOT_FOUND } from './queries';

export async function deleteContact(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
    if (deleted.length === 0) throw notFound(CONTACT_NOT_FOUND);
    await recordAudit(tx, actor, 'delete', 'contact', id);
  });
}
