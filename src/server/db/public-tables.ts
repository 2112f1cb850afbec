import { getTableName } from 'drizzle-orm';

import { menuItems, properties, propertyImages, propertyVideos, siteContent } from './schema';

/**
 * The tables the public site reads (pages, `/api/properties`, `/api/content`, `/api/menu`, sitemap, feeds).
 * Each has a statement trigger that bumps `public_content_version` in the writing transaction, which is how
 * every instance's public cache learns that its answers are stale (docs/product.md#7-security-and-operations).
 * A new table the public site reads goes here AND gets the trigger in its migration: `public-tables.test.ts`
 * fails until both are true.
 */
export const PUBLIC_CONTENT_TABLES = [properties, propertyImages, propertyVideos, siteContent, menuItems].map((table) =>
  getTableName(table),
);

/** The trigger function the migrations attach to every public table. */
export const PUBLIC_VERSION_TRIGGER_FUNCTION = 'bump_public_content_version';
