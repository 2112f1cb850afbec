import { eq } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';
import { deleteFiles } from '#server/lib/storage.ts';

import { imageFileIdsOf } from './queries';
import { PROPERTY_NOT_FOUND } from './update-property';

export async function deleteProperty(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const fileIds = await imageFileIdsOf(tx, id);
    const deleted = await tx
      .delete(properties)
      .where(eq(properties.id, id))
      .returning({ title: properties.title, floorPlanFileId: properties.floorPlanFileId });
    if (deleted.length === 0) throw notFound(PROPERTY_NOT_FOUND);
    const floorPlan = deleted[0]!.floorPlanFileId;
    await deleteFiles(tx, floorPlan ? [...fileIds, floorPlan] : fileIds);
    await recordAudit(tx, actor, 'delete', 'property', id, { title: deleted[0]!.title });
  });
}
