import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { companyDetails } from '#server/features/content/index.ts';
import type { Representation } from '#server/lib/public-cache/representation.ts';
import { loadFile, type StoredFile } from '#server/lib/storage.ts';

import {
  informationSheetFileName,
  informationSheetMissing,
  informationSheetPdf,
  type SheetItem,
} from './information-sheet';
import { publicProperty } from './queries';

const MEDIA_ID = /^\/media\/([0-9a-f-]{36})/i;

/** The stored floor plan of a property, or undefined. */
async function floorPlanFile(app: FastifyInstance, property: PropertyDto): Promise<StoredFile | undefined> {
  const id = property.floor_plan && MEDIA_ID.exec(property.floor_plan.url)?.[1];
  return id ? loadFile(app.ctx.db, id) : undefined;
}

/** A picture plan as bytes the PDF can print (it reads JPEG and PNG; WebP becomes PNG); a PDF plan is not one. */
async function printable(file: StoredFile | undefined): Promise<Buffer | undefined> {
  if (!file || file.contentType === 'application/pdf') return undefined;
  if (file.contentType === 'image/jpeg' || file.contentType === 'image/png') return file.data;
  return sharp(file.data).png().toBuffer();
}

/**
 * A property's information sheet in `locale`, dated today by the app clock, with its file name; undefined when
 * there is no such property. Rendered once per content version, language and day (the date and the tax rule are
 * the day's) and kept with its ETag (docs/product.md#31-property-listings-what-a-buyer-is-told).
 */
export async function informationSheetFile(
  app: FastifyInstance,
  propertyId: number,
  locale: Locale,
): Promise<{ filename: string; pdf: Representation; missing: SheetItem[] } | undefined> {
  const property = await publicProperty(app, propertyId, locale);
  if (!property) return undefined;
  const issuedAt = app.ctx.now();
  const key = `information-sheet:${property.id}:${locale}:${todayIsoDateInMadrid(issuedAt)}`;
  const company = await companyDetails(app.ctx.db);
  const input = { property, company, locale, publicUrl: app.ctx.config.publicUrl, issuedAt };
  const pdf = await app.publicCache.representation(key, 'application/pdf', async () =>
    informationSheetPdf({ ...input, floorPlanImage: await printable(await floorPlanFile(app, property)) }),
  );
  // Whether the plan is printed or separate, it is stated: what is missing does not depend on the picture.
  return {
    filename: informationSheetFileName(property, locale, 'sheet'),
    pdf,
    missing: informationSheetMissing(input),
  };
}

/**
 * The property's floor plan when it is a PDF, named in `locale` (`plano-…`, `planol-…`, `floor-plan-…`): it goes
 * with the sheet as a document of its own, since the sheet prints only a picture plan.
 */
export async function floorPlanPdfFile(
  app: FastifyInstance,
  propertyId: number,
  locale: Locale,
): Promise<{ filename: string; data: Buffer } | undefined> {
  const property = await publicProperty(app, propertyId, locale);
  if (property?.floor_plan?.content_type !== 'application/pdf') return undefined;
  const file = await floorPlanFile(app, property);
  return file && { filename: informationSheetFileName(property, locale, 'floorPlan'), data: file.data };
}
