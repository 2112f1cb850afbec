import { asc, eq } from 'drizzle-orm';

import type { Database, Executor } from '#server/db/client.ts';
import { contactNotes } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

import { findContact } from './queries';

export type ContactNoteDto = { id: number; body: string; author: string; created_at: string };

const noteDto = (row: typeof contactNotes.$inferSelect): ContactNoteDto => ({
  id: row.id,
  body: row.body,
  author: row.author,
  created_at: row.createdAt.toISOString(),
});

/** A note on the contact, signed with the name of who wrote it and dated (docs/product.md §4.1). */
export async function addContactNote(
  db: Database,
  actor: Actor,
  contactId: number,
  body: string,
): Promise<ContactNoteDto> {
  return db.transaction(async (tx) => {
    await findContact(tx, contactId);
    const [row] = await tx.insert(contactNotes).values({ contactId, body, author: actor.name }).returning();
    await recordAudit(tx, actor, 'create', 'contact', contactId, { note: row!.id });
    return noteDto(row!);
  });
}

export async function contactNotesOf(db: Executor, contactId: number): Promise<ContactNoteDto[]> {
  const rows = await db
    .select()
    .from(contactNotes)
    .where(eq(contactNotes.contactId, contactId))
    .orderBy(asc(contactNotes.createdAt), asc(contactNotes.id));
  return rows.map(noteDto);
}
