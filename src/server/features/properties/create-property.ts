import { sql } from 'drizzle-orm';

import type { PropertyDto } from '#shared/api/api-types.ts';
import type { PropertyInput } from '#shared/schemas/index.ts';
import type { Database } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

import { applyFloorPlan, prepareFloorPlan } from './floor-plan';
import { prepareImages, replacePropertyMedia } from './property-media';
import { detailColumns, propertyColumns, translationColumns } from './property-values';
import { findProperty } from './queries';

export async function createProperty(
  db: Database,
  actor: Actor,
  input: PropertyInput,
  now: Date,
): Promise<PropertyDto> {
  const images = await prepareImages(input.images);
  const floorPlan = await prepareFloorPlan(input.floor_plan);
  const id = await db.transaction(async (tx) => {
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${properties.order}), 0) + 1` })
      .from(properties);
    const [row] = await tx
      .insert(properties)
      .values({
        ...propertyColumns(input, now),
        ...translationColumns(input),
        ...detailColumns(input),
        order: input.order ?? Number(next),
      })
      .returning({ id: properties.id });
    await replacePropertyMedia(tx, row!.id, images, input.videos);
    await applyFloorPlan(tx, row!.id, floorPlan, input.floor_plan);
    await recordAudit(tx, actor, 'create', 'property', row!.id, { title: input.title });
    return row!.id;
  });
  return (await findProperty(db, id))!;
}
