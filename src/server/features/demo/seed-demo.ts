import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';

import { centsFromEuros } from '#shared/money/cents.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { CONTENT_DEFAULTS } from '#shared/site/content.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { menuItems, properties, propertyImages, propertyVideos, siteContent } from '#server/db/schema.ts';
import { persistImage } from '#server/features/properties/index.ts';
import { processImage, type ProcessedImage } from '#server/lib/images.ts';

import { markDemoCompanyDetails } from './demo-company';
import { DEMO_DETAILS } from './demo-details';
import { DEFAULT_MENU, DEMO_COMPANY_DETAILS, DEMO_PROPERTIES, type DemoProperty } from './demo-portfolio';
import {
  DEMO_CAPTION_TRANSLATIONS,
  DEMO_CONTENT_TRANSLATIONS,
  DEMO_MENU_TRANSLATIONS,
  DEMO_PROPERTY_TRANSLATIONS,
  DEMO_VIDEO_TITLE_TRANSLATIONS,
} from './demo-translations';
import { illustrationSvg } from './illustrations';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Wide enough for the largest gallery slot; smaller than the 1600 px maximum so seeding stays fast. */
const DEMO_IMAGE_WIDTH = 1200;

async function renderImages(property: DemoProperty): Promise<ProcessedImage[]> {
  return Promise.all(
    property.images.map(async (image) => {
      const png = await sharp(Buffer.from(illustrationSvg(image.scene, property.palette)))
        .resize({ width: DEMO_IMAGE_WIDTH })
        .png({ compressionLevel: 1 })
        .toBuffer();
      // The same pipeline as an admin upload, so demo images get the same WebP variants.
      return processImage(png);
    }),
  );
}

function propertyRow(property: DemoProperty, order: number, now: number) {
  const published = new Date(now - property.published_days_ago * DAY_MS);
  // Catalan and English where translated; a missing one falls back to Spanish on the site.
  const translation = DEMO_PROPERTY_TRANSLATIONS[property.title];
  return {
    title: property.title,
    description: property.description,
    titleCa: translation?.title_ca ?? null,
    titleEn: translation?.title_en ?? null,
    descriptionCa: translation?.description_ca ?? null,
    descriptionEn: translation?.description_en ?? null,
    address: property.address,
    neighborhood: property.neighborhood,
    propertyType: property.property_type,
    status: property.status,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    sizeM2: property.size_m2,
    order,
    startDate: published,
    completionDate: property.status === PROPERTY_STATUS.vendido ? new Date(published.getTime() + 21 * DAY_MS) : null,
    energyRating: property.energy_rating,
    energyConsumption: property.energy_consumption,
    energyEmissions: property.energy_emissions,
    priceCents: property.price === null ? null : centsFromEuros(property.price),
    ...DEMO_DETAILS[property.title],
  };
}

/**
 * Fills an empty site with a demo portfolio, the default menu and company details, so a newcomer
 * sees a complete site at once. Does nothing when properties already exist (safe on every start).
 */
/** Every demo property's images, in portfolio order: the slow part of seeding. */
export const renderDemoImages = (): Promise<ProcessedImage[][]> => Promise.all(DEMO_PROPERTIES.map(renderImages));

type SeedOptions = {
  /** How the images are rendered; the server does it in a child process (render-in-child.ts). */
  render?: () => Promise<ProcessedImage[][]>;
};

export async function seedDemo(db: Database, log: FastifyBaseLogger, options: SeedOptions = {}): Promise<void> {
  const [{ n: propertyCount } = { n: 0 }] = await db.select({ n: count() }).from(properties);
  if (Number(propertyCount) > 0) {
    // A site seeded by an earlier version gains the translations it lacks; nothing else changes.
    await db.transaction((tx) => fillDemoTranslations(tx));
    log.info('demo seed: properties already exist, nothing to do');
    return;
  }
  const started = Date.now();
  // The image work is slow: done before the transaction, all properties in parallel.
  const rendered = await (options.render ?? renderDemoImages)();

  await db.transaction(async (tx) => {
    const now = Date.now();
    for (const [index, property] of DEMO_PROPERTIES.entries()) {
      const [row] = await tx
        .insert(properties)
        .values(propertyRow(property, index + 1, now))
        .returning({ id: properties.id });
      const propertyId = row!.id;
      for (const [position, image] of property.images.entries()) {
        await persistImage(tx, rendered[index]![position]!, { ...image, order: position + 1 }, propertyId);
      }
      if (property.videos.length > 0) {
        await tx.insert(propertyVideos).values(
          property.videos.map((video, position) => ({
            propertyId,
            youtubeUrl: video.youtube_url,
            title: video.title,
            order: position + 1,
          })),
        );
      }
    }
    const [{ n: menuCount } = { n: 0 }] = await tx.select({ n: count() }).from(menuItems);
    if (Number(menuCount) === 0) await tx.insert(menuItems).values(DEFAULT_MENU);
    await fillDemoTranslations(tx);
    // Stored texts win: only keys the admin never saved get the demo values, and those are marked as demo data.
    const demoDetails = await tx
      .insert(siteContent)
      .values(Object.entries(DEMO_COMPANY_DETAILS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing()
      .returning({ key: siteContent.key });
    await markDemoCompanyDetails(
      tx,
      demoDetails.map((row) => row.key),
    );
    // The marketing texts keep their Spanish default and gain Catalan and English; a text the admin saved wins.
    await tx
      .insert(siteContent)
      .values(
        Object.entries(DEMO_CONTENT_TRANSLATIONS).map(([key, { ca, en }]) => ({
          key,
          value: CONTENT_DEFAULTS[key]!,
          valueCa: ca,
          valueEn: en,
        })),
      )
      .onConflictDoNothing();
  });
  log.info({ properties: DEMO_PROPERTIES.length, ms: Date.now() - started }, 'demo seed: portfolio created');
}

/**
 * Catalan and English for the demo's menu labels, image captions and video titles (docs/product.md §11.1). Only
 * where the Spanish is still the demo's own and no translation was saved: whatever the admin wrote stays.
 */
async function fillDemoTranslations(tx: Executor): Promise<void> {
  // One statement per column: a start of an already seeded site stays quick.
  const byLabel = Object.entries(DEMO_MENU_TRANSLATIONS).map(([id, words]) => ({ key: `${id}|${words.es}`, ...words }));
  const menuKey = sql`${menuItems.id} || '|' || ${menuItems.label}`;
  await fillColumn(
    tx,
    menuItems,
    menuItems.labelCa,
    menuKey,
    byLabel.map((w) => [w.key, w.ca]),
  );
  await fillColumn(
    tx,
    menuItems,
    menuItems.labelEn,
    menuKey,
    byLabel.map((w) => [w.key, w.en]),
  );
  const captions = Object.entries(DEMO_CAPTION_TRANSLATIONS);
  await fillColumn(
    tx,
    propertyImages,
    propertyImages.captionCa,
    sql`${propertyImages.caption}`,
    captions.map(([es, w]) => [es, w.ca]),
  );
  await fillColumn(
    tx,
    propertyImages,
    propertyImages.captionEn,
    sql`${propertyImages.caption}`,
    captions.map(([es, w]) => [es, w.en]),
  );
  const titles = Object.entries(DEMO_VIDEO_TITLE_TRANSLATIONS);
  await fillColumn(
    tx,
    propertyVideos,
    propertyVideos.titleCa,
    sql`${propertyVideos.title}`,
    titles.map(([es, w]) => [es, w.ca]),
  );
  await fillColumn(
    tx,
    propertyVideos,
    propertyVideos.titleEn,
    sql`${propertyVideos.title}`,
    titles.map(([es, w]) => [es, w.en]),
  );
}

/** Sets `column` to the translation of `key`'s value where the column is still NULL and the key is a demo one. */
async function fillColumn(
  tx: Executor,
  table: PgTable,
  column: AnyPgColumn,
  key: SQL,
  pairs: [string, string][],
): Promise<void> {
  const cases = sql.join(
    pairs.map(([from, to]) => sql`when ${from} then ${to}`),
    sql` `,
  );
  const keys = sql.join(
    pairs.map(([from]) => sql`${from}`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${table} set ${sql.identifier(column.name)} = case ${key} ${cases} end where ${column} is null and ${key} in (${keys})`,
  );
}
