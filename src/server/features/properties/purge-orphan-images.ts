import { and, inArray, isNull, lt } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { propertyImages } from '#server/db/schema.ts';
import { deleteFiles } from '#server/lib/storage.ts';

import { imageFileIds } from './queries';

/** An upload that no property claimed within a day was abandoned (form closed without saving). */
export const ORPHAN_MAX_AGE_MS = 24 * 60 * 60_000;

export async function purgeOrphanImages(db: Database, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const orphans = await tx
      .select({ id: propertyImages.id, variants: propertyImages.variants, jpegFileId: propertyImages.jpegFileId })
      .from(propertyImages)
      .where(and(isNull(propertyImages.propertyId), lt(propertyImages.createdAt, new Date(now - ORPHAN_MAX_AGE_MS))));
    if (orphans.length === 0) return 0;
    await tx.delete(propertyImages).where(
      inArray(
        propertyImages.id,
        orphans.map((o) => o.id),
      ),
    );
    await deleteFiles(tx, orphans.flatMap(imageFileIds));
    return orphans.length;
  });
}
