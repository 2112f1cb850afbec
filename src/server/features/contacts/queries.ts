import { desc } from 'drizzle-orm';

import type { ContactDto } from '#shared/api/api-types.ts';
import type { Executor } from '#server/db/client.ts';
import { contacts } from '#server/db/schema.ts';

export async function listContacts(db: Executor, limit?: number): Promise<ContactDto[]> {
  const query = db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    interested_property: r.interestedProperty,
    created_at: r.createdAt.toISOString(),
  }));
}
