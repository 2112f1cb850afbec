import { eq } from 'drizzle-orm';
import type { PropertyDto } from '../../../shared/api/api-types';
import type { PropertyInput } from '../../../shared/schemas';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { prepareImages, replacePropertyMedia } from './property-media';
import { detailColumns, propertyColumns, translationColumns } from './property-values';
import { findProperty } from './queries';

export const PROPERTY_NOT_FOUND = 'La propiedad no existe.';

export async function updateProperty(db: Database, actor: Actor, id: number, input: PropertyInput): Promise<PropertyDto> {
  const images = await prepareImages(input.images);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(properties)
      .set({ ...propertyColumns(input), ...translationColumns(input), ...detailColumns(input), ...(input.order ? { order: input.order } : {}), updatedAt: new Date() })
      .where(eq(properties.id, id))
      .returning({ id: properties.id });
    if (!row) throw notFound(PROPERTY_NOT_FOUND);
    await replacePropertyMedia(tx, id, images, input.videos);
    await recordAudit(tx, actor, 'update', 'property', id, { title: input.title });
  });
  return (await findProperty(db, id))!;
}
