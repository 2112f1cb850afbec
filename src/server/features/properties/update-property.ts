import { eq } from 'drizzle-orm';

import type { PropertyDto } from '#shared/api/api-types.ts';
import type { PropertyInput } from '#shared/schemas/index.ts';
import type { Database } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';

import { applyFloorPlan, prepareFloorPlan } from './floor-plan';
import { prepareImages, replacePropertyMedia } from './property-media';
import { detailColumns, propertyColumns, translationColumns } from './property-values';
import { findProperty } from './queries';

export const PROPERTY_NOT_FOUND = 'La propiedad no existe.';

export async function updateProperty(
  db: Database,
  actor: Actor,
  id: number,
  input: PropertyInput,
  now: Date,
): Promise<PropertyDto> {
  const images = await prepareImages(input.images);
  const floorPlan = await prepareFloorPlan(input.floor_plan);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(properties)
      .set({
        ...propertyColumns(input, now),
        ...translationColumns(input),
        ...detailColumns(input),
        ...(input.order ? { order: input.order } : {}),
        updatedAt: now,
      })
      .where(eq(properties.id, id))
      .returning({ id: properties.id });
    if (!row) throw notFound(PROPERTY_NOT_FOUND);
    await replacePropertyMedia(tx, id, images, input.videos);
    await applyFloorPlan(tx, id, floorPlan, input.floor_plan);
    await recordAudit(tx, actor, 'update', 'property', id, { title: input.title });
  });
  return (await findProperty(db, id))!;
}
