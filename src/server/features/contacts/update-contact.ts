import { eq } from 'drizzle-orm';

import type { ContactDto } from '#shared/api/api-types.ts';
import type { ContactStage } from '#shared/contact-lifecycle/index.ts';
import type { Database } from '#server/db/client.ts';
import { contacts } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

import { contactDto } from './dto';
import { findContact } from './queries';

type ContactChanges = { stage?: ContactStage; unsubscribed?: boolean };

/** The owner moves a contact along its stages, or records that it asked not to be written to (docs/product.md §4.1). */
export async function updateContact(
  db: Database,
  actor: Actor,
  id: number,
  changes: ContactChanges,
  now: Date,
): Promise<ContactDto> {
  return db.transaction(async (tx) => {
    const before = await findContact(tx, id);
    const unsubscribedAt =
      changes.unsubscribed === undefined
        ? before.unsubscribedAt
        : changes.unsubscribed
          ? (before.unsubscribedAt ?? now)
          : null;
    const [row] = await tx
      .update(contacts)
      .set({ stage: changes.stage ?? before.stage, unsubscribedAt })
      .where(eq(contacts.id, id))
      .returning();
    await recordAudit(tx, actor, 'update', 'contact', id, {
      ...(changes.stage && changes.stage !== before.stage ? { stage: { from: before.stage, to: changes.stage } } : {}),
      ...(changes.unsubscribed !== undefined ? { unsubscribed: changes.unsubscribed } : {}),
    });
    return contactDto(row!);
  });
}
