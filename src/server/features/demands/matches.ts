import { and, eq, isNull } from 'drizzle-orm';

import { matchDemand } from '#shared/demand/match.ts';
import { localeOr } from '#shared/i18n/locales.ts';
import { isValidEmail } from '#shared/identity/email.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import type { ListingMatchDto } from '#shared/schemas/enquiry-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { buyerDemands, contacts, listingSends, properties } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';

import { demandOf } from './dto';

export const PROPERTY_NOT_FOUND = 'La propiedad no existe.';

type PropertyRow = typeof properties.$inferSelect;

const listed = (property: PropertyRow) => ({
  neighborhood: property.neighborhood,
  priceCents: property.priceCents,
  bedrooms: property.bedrooms,
  areaM2: property.builtAreaM2 ?? property.sizeM2,
  propertyType: property.propertyType,
});

export async function findProperty(db: Executor, id: number): Promise<PropertyRow> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

/**
 * The contacts whose demand the property matches, best first, with why (docs/product.md §4.3). Never one who asked
 * not to be written to, one discarded, or one without a usable email; `already_sent` says the listing went to them at
 * this price.
 */
export async function matchesOf(db: Executor, property: PropertyRow): Promise<ListingMatchDto[]> {
  const rows = await db
    .select({ contact: contacts, demand: buyerDemands })
    .from(buyerDemands)
    .innerJoin(contacts, eq(contacts.id, buyerDemands.contactId))
    .where(isNull(contacts.unsubscribedAt));
  const sent = await db
    .select({ contactId: listingSends.contactId, priceCents: listingSends.priceCents })
    .from(listingSends)
    .where(eq(listingSends.propertyId, property.id));
  const matches: ListingMatchDto[] = [];
  for (const { contact, demand } of rows) {
    if (contact.stage === 'discarded' || !isValidEmail(contact.email)) continue;
    const match = matchDemand(demandOf(demand), listed(property));
    if (!match) continue;
    matches.push({
      contact_id: contact.id,
      name: contact.name,
      email: contact.email,
      language: localeOr(contact.locale),
      score: match.score,
      reasons: match.reasons,
      already_sent: sent.some((s) => s.contactId === contact.id && s.priceCents === property.priceCents),
    });
  }
  return matches.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'es'));
}

/**
 * Properties on sale whose matches have not all had the listing at its current price: what the owner should look at
 * after a property goes on sale or changes price.
 */
export async function pendingMatches(db: Executor) {
  const onSale = await db
    .select()
    .from(properties)
    .where(and(eq(properties.status, PROPERTY_STATUS.vendiendo)));
  const pending: { property_id: number; title: string; price: number | null; matches: number }[] = [];
  for (const property of onSale) {
    const waiting = (await matchesOf(db, property)).filter((match) => !match.already_sent).length;
    if (waiting > 0)
      pending.push({
        property_id: property.id,
        title: property.title,
        price: property.priceCents === null ? null : property.priceCents / 100,
        matches: waiting,
      });
  }
  return pending;
}
