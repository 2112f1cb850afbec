import { desc, eq } from 'drizzle-orm';

import type { ContactDto } from '#shared/api/api-types.ts';
import type { Executor } from '#server/db/client.ts';
import { contacts } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';

import { contactDto } from './dto';

export const CONTACT_NOT_FOUND = 'El contacto no existe.';

export async function listContacts(db: Executor, limit?: number): Promise<ContactDto[]> {
  const query = db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(contactDto);
}

export async function findContact(db: Executor, id: number): Promise<typeof contacts.$inferSelect> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return row;
}
