import { and, eq, inArray, isNull } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { propertyImages } from '#server/db/schema.ts';
import { jpegFromWebp } from '#server/lib/images.ts';
import { deleteFiles, loadFile, saveFile } from '#server/lib/storage.ts';

/**
 * The JPEG of each image, by image id. Every image uploaded since the JPEG rendition exists has one; an older
 * image gets it here, made once from its largest WebP and stored like the others, the first time a portal feed
 * lists it (docs/decisions/017-listings-and-portal-feed.md). One at a time: two decode slots are all we have.
 */
export async function jpegRenditions(db: Database, imageIds: number[]): Promise<Map<number, string>> {
  if (imageIds.length === 0) return new Map();
  const rows = await db
    .select({ id: propertyImages.id, fileId: propertyImages.fileId, jpegFileId: propertyImages.jpegFileId })
    .from(propertyImages)
    .where(inArray(propertyImages.id, imageIds));
  const renditions = new Map<number, string>();
  for (const row of rows) {
    renditions.set(row.id, row.jpegFileId ?? (await backfill(db, row.id, row.fileId)));
  }
  return renditions;
}

async function backfill(db: Database, imageId: number, webpFileId: string): Promise<string> {
  const webp = await loadFile(db, webpFileId);
  if (!webp) throw new Error(`image ${imageId} has lost its file ${webpFileId}`);
  const jpeg = await jpegFromWebp(webp.data);
  return db.transaction(async (tx) => {
    const file = await saveFile(tx, { data: jpeg.data, contentType: 'image/jpeg', isPublic: true });
    const [claimed] = await tx
      .update(propertyImages)
      .set({ jpegFileId: file.id })
      .where(and(eq(propertyImages.id, imageId), isNull(propertyImages.jpegFileId)))
      .returning({ id: propertyImages.id });
    if (claimed) return file.id;
    // Another request made it meanwhile: keep theirs, drop this copy.
    await deleteFiles(tx, [file.id]);
    const [row] = await tx
      .select({ jpegFileId: propertyImages.jpegFileId })
      .from(propertyImages)
      .where(eq(propertyImages.id, imageId));
    return row!.jpegFileId!;
  });
}
