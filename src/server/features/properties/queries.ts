import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { PortfolioSummary, PropertyCardDto, PropertyDto, StatsDto } from '#shared/api/api-types.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { BUILDING_TEXT_FIELDS, type BuildingTextField } from '#shared/site/building-details.ts';
import { isFloorLevel } from '#shared/site/floor-door.ts';
import { cardImage } from '#shared/site/property-card.ts';
import { propertySlugs, slugIn } from '#shared/site/property-path.ts';
import { localizeImage, localizeProperty } from '#shared/site/translated-content.ts';
import type { Executor } from '#server/db/client.ts';
import { properties, propertyImages, propertyVideos, storedFiles } from '#server/db/schema.ts';
import { propertyHolds } from '#server/lib/property-holds.ts';
import { mediaUrl } from '#server/lib/storage.ts';

import { BUILDING_TEXT_COLUMNS, toEuros, type BuildingTextKey } from './property-values';

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
    caption_ca: image.captionCa,
    caption_en: image.captionEn,
    is_before: image.isBefore,
    is_after: image.isAfter,
    order: image.order,
  };
}

const translationsOf = (row: PropertyRow) => ({
  title_ca: row.titleCa,
  title_en: row.titleEn,
  description_ca: row.descriptionCa,
  description_en: row.descriptionEn,
});

// Each language's URL follows the title in that language (docs/product.md §11.2).
const slugsOf = (row: PropertyRow) => propertySlugs({ title: row.title, title_ca: row.titleCa, title_en: row.titleEn });

/** A property with its title and description in `locale`, Spanish where not translated. */
export function localizedProperty(property: PropertyDto, locale: Locale): PropertyDto {
  return localizeProperty(property, property, locale);
}

/** The art. 60.3 texts as the API names them, each with its Catalan and English. */
function buildingTextsOf(row: PropertyRow): Pick<PropertyDto, BuildingTextKey> {
  const texts: Partial<Record<BuildingTextKey, string | null>> = {};
  for (const field of Object.keys(BUILDING_TEXT_FIELDS) as BuildingTextField[]) {
    const column = BUILDING_TEXT_COLUMNS[field];
    texts[field] = row[column];
    texts[`${field}_ca`] = row[`${column}Ca`];
    texts[`${field}_en`] = row[`${column}En`];
  }
  return texts as Pick<PropertyDto, BuildingTextKey>;
}

type FloorPlan = PropertyDto['floor_plan'];

function toDto(
  row: PropertyRow,
  images: ImageRow[],
  videos: VideoRow[],
  floorPlan: FloorPlan,
  reserved: boolean,
): PropertyDto {
  return {
    id: row.id,
    reserved,
    ...slugsOf(row),
    title: row.title,
    description: row.description,
    ...translationsOf(row),
    address: row.address,
    neighborhood: row.neighborhood,
    property_type: row.propertyType,
    status: row.status,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    size_m2: row.sizeM2,
    images: images.map(toImageDto),
    videos: videos.map((v) => ({
      id: v.id,
      youtube_url: v.youtubeUrl,
      title: v.title,
      title_ca: v.titleCa,
      title_en: v.titleEn,
    })),
    order: row.order,
    start_date: row.startDate?.toISOString() ?? null,
    completion_date: row.completionDate?.toISOString() ?? null,
    energy_rating: row.energyRating,
    energy_consumption: row.energyConsumption,
    energy_emissions: row.energyEmissions,
    price: toEuros(row.priceCents),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    usable_area_m2: row.usableAreaM2,
    built_area_m2: row.builtAreaM2,
    cadastral_reference: row.cadastralReference,
    registry_office: row.registryOffice,
    registry_property_number: row.registryPropertyNumber,
    registry_idufir: row.registryIdufir,
    year_built: row.yearBuilt,
    floor: row.floor,
    floor_number: row.floorNumber,
    floor_level: isFloorLevel(row.floorLevel) ? row.floorLevel : null,
    door: row.door,
    registry_number: row.registryNumber,
    registry_city: row.registryCity,
    has_lift: row.hasLift,
    community_fees_per_year: toEuros(row.communityFeesPerYearCents),
    ibi_per_year: toEuros(row.ibiPerYearCents),
    habitability_certificate_number: row.habitabilityCertificateNumber,
    habitability_certificate_date: row.habitabilityCertificateDate?.toISOString() ?? null,
    is_new_build: row.isNewBuild,
    publish_to_portals: row.publishToKyero || row.publishToIdealista || row.publishToFotocasa,
    publish_to_kyero: row.publishToKyero,
    publish_to_idealista: row.publishToIdealista,
    publish_to_fotocasa: row.publishToFotocasa,
    reservation_amount: toEuros(row.reservationAmountCents),
    arras_percentage: row.arrasPercentage,
    payment_terms: row.paymentTerms,
    payment_terms_ca: row.paymentTermsCa,
    payment_terms_en: row.paymentTermsEn,
    size_m2_kind: row.sizeM2Kind,
    ...buildingTextsOf(row),
    occupancy: row.occupancy,
    floor_plan: floorPlan,
  };
}

/** The floor plans of these rows, by file id, with the type their bytes were stored as. */
async function floorPlansOf(db: Executor, rows: PropertyRow[]): Promise<Map<string, NonNullable<FloorPlan>>> {
  const ids = rows.map((row) => row.floorPlanFileId).filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const files = await db
    .select({ id: storedFiles.id, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  return new Map(
    files.map((file) => [
      file.id,
      { url: mediaUrl(file.id), content_type: file.contentType as NonNullable<FloorPlan>['content_type'] },
    ]),
  );
}

/** Three queries whatever the portfolio size: properties, then all their images and videos. */
async function assemble(db: Executor, rows: PropertyRow[]): Promise<PropertyDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, videos, floorPlans, holds] = await Promise.all([
    db
      .select()
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, ids))
      .orderBy(asc(propertyImages.order), asc(propertyImages.id)),
    db
      .select()
      .from(propertyVideos)
      .where(inArray(propertyVideos.propertyId, ids))
      .orderBy(asc(propertyVideos.order), asc(propertyVideos.id)),
    floorPlansOf(db, rows),
    propertyHolds(db, ids),
  ]);
  return rows.map((row) =>
    toDto(
      row,
      images.filter((i) => i.propertyId === row.id),
      videos.filter((v) => v.propertyId === row.id),
      (row.floorPlanFileId && floorPlans.get(row.floorPlanFileId)) || null,
      holds.has(row.id),
    ),
  );
}

async function listProperties(db: Executor): Promise<PropertyDto[]> {
  const rows = await db.select().from(properties).orderBy(asc(properties.order), asc(properties.id));
  return assemble(db, rows);
}

/**
 * The whole portfolio as the public site shows it, once per content version and language: titles and
 * descriptions in `locale` where written, Spanish otherwise (docs/product.md §11.2).
 */
export function publicPortfolio(app: FastifyInstance, locale: Locale = DEFAULT_LOCALE): Promise<PropertyDto[]> {
  if (locale === DEFAULT_LOCALE) return app.publicCache.data('properties:es', () => listProperties(app.ctx.db));
  return app.publicCache.data(`properties:${locale}`, async () =>
    (await publicPortfolio(app)).map((property) => localizedProperty(property, locale)),
  );
}

/** The first `limit` cards, titles in `locale` where written, once per content version and language. */
export function publicCards(
  app: FastifyInstance,
  limit: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PropertyCardDto[]> {
  return app.publicCache.data(`cards:${limit}:${locale}`, () => listPropertyCards(app.ctx.db, limit, locale));
}

export function publicPortfolioSummary(app: FastifyInstance): Promise<PortfolioSummary> {
  return app.publicCache.data('summary', () => portfolioSummary(app.ctx.db));
}

/** One property with every detail, in `locale` where written, once per content version and language. */
export function publicProperty(
  app: FastifyInstance,
  id: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PropertyDto | undefined> {
  if (locale === DEFAULT_LOCALE) return app.publicCache.data(`property:${id}:es`, () => findProperty(app.ctx.db, id));
  return app.publicCache.data(`property:${id}:${locale}`, async () => {
    const property = await publicProperty(app, id);
    return property && localizedProperty(property, locale);
  });
}

/**
 * The first `limit` cards of the portfolio, in order: a page costs the same whatever the size of the
 * portfolio (one query for the properties, one for their first images, two counts).
 */
async function listPropertyCards(
  db: Executor,
  limit: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PropertyCardDto[]> {
  const rows = await db.select().from(properties).orderBy(asc(properties.order), asc(properties.id)).limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [covers, imageCounts, videoCounts, holds] = await Promise.all([
    db
      .selectDistinctOn([propertyImages.propertyId])
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, ids))
      .orderBy(propertyImages.propertyId, asc(propertyImages.order), asc(propertyImages.id)),
    db
      .select({ id: propertyImages.propertyId, n: count() })
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, ids))
      .groupBy(propertyImages.propertyId),
    db
      .select({ id: propertyVideos.propertyId, n: count() })
      .from(propertyVideos)
      .where(inArray(propertyVideos.propertyId, ids))
      .groupBy(propertyVideos.propertyId),
    propertyHolds(db, ids),
  ]);
  const coverOf = new Map(covers.map((image) => [image.propertyId, image]));
  const countOf = (list: { id: number | null; n: number }[], id: number) =>
    Number(list.find((c) => c.id === id)?.n ?? 0);
  return rows.map((row) => {
    const cover = coverOf.get(row.id);
    return {
      id: row.id,
      slug: slugIn({ id: row.id, ...slugsOf(row) }, locale),
      title: localizeProperty({ title: row.title }, translationsOf(row), locale).title,
      neighborhood: row.neighborhood,
      property_type: row.propertyType,
      status: row.status,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      size_m2: row.sizeM2,
      size_m2_kind: row.sizeM2Kind,
      price: toEuros(row.priceCents),
      energy_rating: row.energyRating,
      cover: cover ? cardImage(localizeImage(toImageDto(cover), locale)) : null,
      image_count: countOf(imageCounts, row.id),
      video_count: countOf(videoCounts, row.id),
      reserved: holds.has(row.id),
    };
  });
}

/** How many properties there are, in all and per status. */
async function portfolioSummary(db: Executor): Promise<PortfolioSummary> {
  const stats = await propertyStats(db);
  return {
    total: stats.total_properties,
    reformando: stats.reformando,
    vendiendo: stats.vendiendo,
    vendido: stats.vendidas,
  };
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
    reformando: by(PROPERTY_STATUS.reformando),
    vendiendo: by(PROPERTY_STATUS.vendiendo),
    vendidas: by(PROPERTY_STATUS.vendido),
  };
}

export async function imageFileIdsOf(db: Executor, propertyId: number): Promise<string[]> {
  const rows = await db
    .select({ variants: propertyImages.variants, jpegFileId: propertyImages.jpegFileId })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  return rows.flatMap(imageFileIds);
}

/** Every stored file of an image: its WebP sizes and its JPEG rendition when it has one. */
export function imageFileIds(image: { variants: ImageRow['variants']; jpegFileId: string | null }): string[] {
  return [...image.variants.map((v) => v.fileId), ...(image.jpegFileId ? [image.jpegFileId] : [])];
}
