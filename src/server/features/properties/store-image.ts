import type { Executor } from '#server/db/client.ts';
import { propertyImages } from '#server/db/schema.ts';
import { processImage, type ProcessedImage } from '#server/lib/images.ts';
import { saveFile } from '#server/lib/storage.ts';

type ImageFields = { caption?: string | null; is_before?: boolean; is_after?: boolean; order?: number };

/**
 * Keeps processed WebP variants and the JPEG rendition as public files and records the image.
 * The row has no property until the property form is saved (uploads happen first).
 */
export async function persistImage(
  db: Executor,
  { variants, jpeg }: ProcessedImage,
  fields: ImageFields = {},
  propertyId: number | null = null,
) {
  const saved = [];
  for (const variant of variants) {
    const file = await saveFile(db, { data: variant.data, contentType: 'image/webp', isPublic: true });
    saved.push({ width: variant.width, height: variant.height, fileId: file.id });
  }
  const largest = saved[saved.length - 1]!;
  const jpegFile = await saveFile(db, { data: jpeg.data, contentType: 'image/jpeg', isPublic: true });
  const [row] = await db
    .insert(propertyImages)
    .values({
      propertyId,
      fileId: largest.fileId,
      width: largest.width,
      height: largest.height,
      variants: saved,
      jpegFileId: jpegFile.id,
      caption: fields.caption ?? null,
      isBefore: fields.is_before ?? false,
      isAfter: fields.is_after ?? false,
      order: fields.order ?? 1,
    })
    .returning();
  return row!;
}

/** Upload endpoint: the slow image work happens before the short transaction that stores it. */
export async function uploadImage(db: Executor, data: Buffer) {
  return persistImage(db, await processImage(data));
}
