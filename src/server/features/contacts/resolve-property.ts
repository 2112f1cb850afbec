import { eq, sql } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';

/**
 * The product's property code as the portals repeat it: `CN-12` (the code the feeds publish), in any case, with or
 * without the hyphen. docs/product.md §4.1.
 */
export function propertyIdFromCode(reference: string | null | undefined): number | null {
  const match = /^\s*CN[\s-]?0*(\d{1,9})\s*$/i.exec(reference ?? '');
  return match ? Number(match[1]) : null;
}

/** A link to the property's public page anywhere in the text (`/propiedades/12-…`). */
const idFromUrl = (text: string) => {
  const match = /\/propiedades\/(\d{1,9})(?:-|\b)/.exec(text);
  return match ? Number(match[1]) : null;
};

export type PropertyMatch = { id: number; title: string };

/**
 * The portfolio property an enquiry is about: by its code, then by a link to its page, then by its exact title in
 * the listing's description or the message. Null when nothing names one the product knows (marked as missing).
 */
export async function resolveProperty(
  db: Executor,
  hints: { reference: string | null; listing: string | null; message: string },
): Promise<PropertyMatch | null> {
  const byId = async (id: number | null) => {
    if (id === null) return null;
    const [row] = await db
      .select({ id: properties.id, title: properties.title })
      .from(properties)
      .where(eq(properties.id, id));
    return row ?? null;
  };
  const text = [hints.listing, hints.message].filter(Boolean).join('\n');
  const found = (await byId(propertyIdFromCode(hints.reference))) ?? (await byId(idFromUrl(text)));
  if (found || !text.trim()) return found;
  // A title of at least 12 characters written out in full: short ones ("Piso") would name half the portfolio.
  const [byTitle] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(sql`length(${properties.title}) >= 12 and position(lower(${properties.title}) in lower(${text})) > 0`)
    .orderBy(sql`length(${properties.title}) desc`)
    .limit(1);
  return byTitle ?? null;
}
