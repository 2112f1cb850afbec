import { eq } from 'drizzle-orm';

import type { PropertyInput } from '#shared/schemas/index.ts';
import { FLOOR_PLAN_INVALID } from '#shared/schemas/property-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';
import { AppError, unprocessable } from '#server/lib/errors.ts';
import { bytesMatchType } from '#server/lib/file-bytes.ts';
import { cleanPicture, decodeDataUrl, MAX_IMAGE_BYTES } from '#server/lib/images.ts';
import { deleteFiles, saveFile } from '#server/lib/storage.ts';

/** What the body asks of the floor plan: keep it (left out, or its own URL sent back), remove it, or a new file. */
export type FloorPlanChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'replace'; data: Buffer; contentType: 'application/pdf' | 'image/jpeg' | 'image/png' };

const MEDIA_PATH = /^\/media\/([0-9a-f-]{36})$/i;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const invalid = () => unprocessable(FLOOR_PLAN_INVALID, 'invalid_floor_plan');

/**
 * Checks a new floor plan by its bytes (a PDF, or a JPEG, PNG or WebP picture, never by its name or declared type)
 * before the transaction: a picture is rewritten without metadata (docs/product.md#31-property-listings-what-a-buyer-is-told).
 */
export async function prepareFloorPlan(floorPlan: PropertyInput['floor_plan']): Promise<FloorPlanChange> {
  if (floorPlan === undefined || (floorPlan !== null && MEDIA_PATH.test(floorPlan))) return { kind: 'keep' };
  if (floorPlan === null) return { kind: 'remove' };
  const data = decodeDataUrl(floorPlan);
  if (!data) throw invalid();
  if (data.length > MAX_IMAGE_BYTES) {
    throw new AppError(413, 'floor_plan_too_large', 'El plano es demasiado grande (máximo 10MB).');
  }
  if (bytesMatchType(data, 'application/pdf')) return { kind: 'replace', data, contentType: 'application/pdf' };
  if (!PICTURE_TYPES.some((type) => bytesMatchType(data, type))) throw invalid();
  // A picture that does not decode is no plan either.
  const picture = await cleanPicture(data).catch(() => {
    throw invalid();
  });
  return { kind: 'replace', ...picture };
}

/**
 * Applies the change in the property's transaction. A stored plan sent back by another property's URL is no
 * longer there to keep: that is refused rather than silently kept.
 */
export async function applyFloorPlan(
  tx: Executor,
  propertyId: number,
  change: FloorPlanChange,
  sent: PropertyInput['floor_plan'],
): Promise<void> {
  const [row] = await tx
    .select({ fileId: properties.floorPlanFileId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const current = row?.fileId ?? null;
  if (change.kind === 'keep') {
    const kept = sent ? MEDIA_PATH.exec(sent)?.[1] : undefined;
    if (kept && kept !== current) throw unprocessable('El plano ya no existe. Vuelve a subirlo.', 'invalid_floor_plan');
    return;
  }
  const stored =
    change.kind === 'replace'
      ? await saveFile(tx, { data: change.data, contentType: change.contentType, isPublic: true })
      : null;
  await tx
    .update(properties)
    .set({ floorPlanFileId: stored?.id ?? null })
    .where(eq(properties.id, propertyId));
  if (current) await deleteFiles(tx, [current]);
}
