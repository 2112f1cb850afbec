import { eq, inArray, isNull, or } from 'drizzle-orm';

import type { PropertyInput } from '#shared/schemas/index.ts';
import type { Executor } from '#server/db/client.ts';
import { propertyImages, propertyVideos } from '#server/db/schema.ts';
import { decodeDataUrl, processImage, rejectedImage, type ProcessedImage } from '#server/lib/images.ts';
import { deleteFiles } from '#server/lib/storage.ts';

import { imageFileIds } from './queries';
import { persistImage } from './store-image';

type ImageInput = PropertyInput['images'][number];
type PreparedImage = ImageInput & { processed?: ProcessedImage; position: number };

/** Decodes and processes every `data:` image before the transaction starts (sharp work is slow). */
export async function prepareImages(images: ImageInput[]): Promise<PreparedImage[]> {
  const sorted = images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => (a.image.order ?? a.index + 1) - (b.image.order ?? b.index + 1) || a.index - b.index);
  const prepared: PreparedImage[] = [];
  for (const [position, { image }] of sorted.entries()) {
    if (image.url.startsWith('data:')) {
      const bytes = decodeDataUrl(image.url);
      if (!bytes) throw rejectedImage();
      prepared.push({ ...image, processed: await processImage(bytes), position: position + 1 });
    } else {
      prepared.push({ ...image, position: position + 1 });
    }
  }
  return prepared;
}

/** Omitted: the stored translation stays (decision 012); null or blank removes it. */
const translation = (sent: string | null | undefined, stored: string | null | undefined) =>
  sent === undefined ? (stored ?? null) : sent?.trim() || null;

const fileIdFromUrl = (url: string) => /^\/media\/([0-9a-f-]{36})$/i.exec(url)?.[1];

/**
 * Makes the property's images and videos exactly the given lists: new images stored,
 * kept ones updated (caption, Antes/Después, order), missing ones deleted with their files.
 */
export async function replacePropertyMedia(
  tx: Executor,
  propertyId: number,
  images: PreparedImage[],
  videos: PropertyInput['videos'],
): Promise<void> {
  const ownedOrOrphan = or(eq(propertyImages.propertyId, propertyId), isNull(propertyImages.propertyId));
  const existing = await tx.select().from(propertyImages).where(ownedOrOrphan);
  const keptIds = new Set<number>();

  for (const image of images) {
    const byId = image.id !== undefined ? existing.find((e) => e.id === Number(image.id)) : undefined;
    const fileId = fileIdFromUrl(image.url);
    const match = byId ?? existing.find((e) => e.fileId === fileId || e.variants.some((v) => v.fileId === fileId));
    const fields = {
      caption: image.caption ?? null,
      captionCa: translation(image.caption_ca, match?.captionCa),
      captionEn: translation(image.caption_en, match?.captionEn),
      isBefore: image.is_before ?? false,
      isAfter: image.is_after ?? false,
      order: image.position,
    };
    if (image.processed) {
      const row = await persistImage(tx, image.processed, { ...image, order: image.position }, propertyId);
      if (fields.captionCa || fields.captionEn) {
        await tx
          .update(propertyImages)
          .set({ captionCa: fields.captionCa, captionEn: fields.captionEn })
          .where(eq(propertyImages.id, row.id));
      }
      keptIds.add(row.id);
      continue;
    }
    if (!match || (match.propertyId !== null && match.propertyId !== propertyId)) {
      throw rejectedImage('Una de las imágenes ya no existe. Vuelve a subirla.');
    }
    keptIds.add(match.id);
    await tx
      .update(propertyImages)
      .set({ ...fields, propertyId })
      .where(eq(propertyImages.id, match.id));
  }

  const removed = existing.filter((e) => e.propertyId === propertyId && !keptIds.has(e.id));
  if (removed.length > 0) {
    await tx.delete(propertyImages).where(
      inArray(
        propertyImages.id,
        removed.map((r) => r.id),
      ),
    );
    await deleteFiles(tx, removed.flatMap(imageFileIds));
  }

  const storedVideos = await tx.select().from(propertyVideos).where(eq(propertyVideos.propertyId, propertyId));
  await tx.delete(propertyVideos).where(eq(propertyVideos.propertyId, propertyId));
  const cleanVideos = videos.filter((v) => v.youtube_url.trim() !== '');
  if (cleanVideos.length > 0) {
    await tx.insert(propertyVideos).values(
      cleanVideos.map((v, index) => {
        // The list is rewritten: a kept video (same id, or same link) keeps the translations not sent.
        const before =
          storedVideos.find((s) => s.id === Number(v.id)) ??
          storedVideos.find((s) => s.youtubeUrl === v.youtube_url.trim());
        return {
          propertyId,
          youtubeUrl: v.youtube_url.trim(),
          title: v.title?.trim() || null,
          titleCa: translation(v.title_ca, before?.titleCa),
          titleEn: translation(v.title_en, before?.titleEn),
          order: index + 1,
        };
      }),
    );
  }
}
