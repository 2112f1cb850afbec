import { asc, count, eq, inArray } from 'drizzle-orm';
import type { PropertyDto, StatsDto } from '../../../shared/api/api-types';
import type { Executor } from '../../db/client';
import { properties, propertyImages, propertyVideos } from '../../db/schema';
import { mediaUrl } from '../../lib/storage';
import { slugify } from './slug';

type PropertyRow = typeof properties.$inferSelect;
type ImageRow = typeof propertyImages.$inferSelect;
type VideoRow = typeof propertyVideos.$inferSelect;

export function toImageDto(image: ImageRow) {
  return {
    id: image.id,
    url: mediaUrl(image.fileId),
    width: image.width,
    height: image.height,
    variants: image.variants.map((v) => ({ width: v.width, height: v.height, url: mediaUrl(v.fileId) })),
    caption: image.caption,
    is_before: image.isBefore,
    is_after: image.isAfter,
    order: image.order,
  };
}

function toDto(row: PropertyRow, images: ImageRow[], videos: VideoRow[]): PropertyDto {
  return {
    id: row.id,
    slug: slugify(row.title) || 'propiedad',
    title: row.title,
    description: row.description,
    address: row.address,
    neighborhood: row.neighborhood,
    property_type: row.propertyType,
    status: row.status,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    size_m2: row.sizeM2,
    images: images.map(toImageDto),
    videos: videos.map((v) => ({ id: v.id, youtube_url: v.youtubeUrl, title: v.title })),
    order: row.order,
    start_date: row.startDate?.toISOString() ?? null,
    completion_date: row.completionDate?.toISOString() ?? null,
    energy_rating: row.energyRating,
    energy_consumption: row.energyConsumption,
    energy_emissions: row.energyEmissions,
    price: row.price,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Three queries whatever the portfolio size: properties, then all their images and videos. */
async function assemble(db: Executor, rows: PropertyRow[]): Promise<PropertyDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, videos] = await Promise.all([
    db.select().from(propertyImages).where(inArray(propertyImages.propertyId, ids)).orderBy(asc(propertyImages.order), asc(propertyImages.id)),
    db.select().from(propertyVideos).where(inArray(propertyVideos.propertyId, ids)).orderBy(asc(propertyVideos.order), asc(propertyVideos.id)),
  ]);
  return rows.map((row) =>
    toDto(
      row,
      images.filter((i) => i.propertyId === row.id),
      videos.filter((v) => v.propertyId === row.id),
    ),
  );
}

export async function listProperties(db: Executor): Promise<PropertyDto[]> {
  const rows = await db.select().from(properties).orderBy(asc(properties.order), asc(properties.id));
  return assemble(db, rows);
}

export async function findProperty(db: Executor, id: number): Promise<PropertyDto | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const rows = await db.select().from(properties).where(eq(properties.id, id));
  return (await assemble(db, rows))[0];
}

export async function propertyStats(db: Executor): Promise<StatsDto> {
  const rows = await db.select({ status: properties.status, n: count() }).from(properties).groupBy(properties.status);
  const by = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    total_properties: rows.reduce((sum, r) => sum + Number(r.n), 0),
    reformando: by('reformando'),
    vendiendo: by('vendiendo'),
    vendidas: by('vendido'),
  };
}

export async function imageFileIdsOf(db: Executor, propertyId: number): Promise<string[]> {
  const rows = await db
    .select({ variants: propertyImages.variants })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  return rows.flatMap((r) => r.variants.map((v) => v.fileId));
}

