import { eq } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

export async function reorderProperties(
  db: Database,
  actor: Actor,
  items: { property_id: number; order: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const item of items) {
      await tx.update(properties).set({ order: item.order }).where(eq(properties.id, item.property_id));
    }
    await recordAudit(tx, actor, 'reorder', 'property', null, { items });
  });
}
