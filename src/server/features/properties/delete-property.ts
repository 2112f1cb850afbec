import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { deleteFiles } from '../../lib/storage';
import { imageFileIdsOf } from './queries';
import { PROPERTY_NOT_FOUND } from './update-property';

export async function deleteProperty(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const fileIds = await imageFileIdsOf(tx, id);
    const deleted = await tx.delete(properties).where(eq(properties.id, id)).returning({ title: properties.title });
    if (deleted.length === 0) throw notFound(PROPERTY_NOT_FOUND);
    await deleteFiles(tx, fileIds);
    await recordAudit(tx, actor, 'delete', 'property', id, { title: deleted[0]!.title });
  });
}
