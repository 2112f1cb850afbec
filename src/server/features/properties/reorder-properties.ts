import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';

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
