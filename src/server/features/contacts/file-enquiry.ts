import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';

import type { ContactMissingPart, ContactSource } from '#shared/contact-lifecycle/index.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Executor } from '#server/db/client.ts';
import { contacts } from '#server/db/schema.ts';
import { wakeMailWorkers } from '#server/lib/mail/outbox.ts';

import { resolveProperty } from './resolve-property';

/** An enquiry read from a portal (its mail or its lead API), as the mailbox feature hands it over. */
export type Enquiry = {
  source: Exclude<ContactSource, 'web'>;
  name: string | null;
  email: string | null;
  emailIsRelay: boolean;
  phone: string | null;
  message: string;
  reference: string | null;
  listing: string | null;
  language: Locale | null;
  /** The mail's Message-ID or the portal's lead id: the same enquiry never makes two contacts. */
  externalId: string;
  receivedAt: Date;
};

/** Fotocasa's mail and its lead API report the same enquiry: one contact. The same holds for its two sister portals. */
const SAME_FEED: Partial<Record<ContactSource, ContactSource[]>> = {
  fotocasa: ['fotocasa', 'habitaclia', 'milanuncios'],
  habitaclia: ['fotocasa', 'habitaclia', 'milanuncios'],
  milanuncios: ['fotocasa', 'habitaclia', 'milanuncios'],
};
const SAME_ENQUIRY_WINDOW_MS = 3 * 24 * 60 * 60_000;
const MAX_MESSAGE = 5000;

/**
 * Files a portal's enquiry as a contact (docs/product.md §4.1) with what it could read; the rest is marked as
 * missing. Returns null when it is the same enquiry as one already filed: the same external id, or (the mail and
 * the lead API of one portal) the same person about the same reference within three days. Call inside the
 * transaction that records the message, so a crash never leaves half of it.
 */
export async function fileEnquiry(tx: Executor, enquiry: Enquiry): Promise<number | null> {
  const property = await resolveProperty(tx, enquiry);
  if (await isKnown(tx, enquiry, property?.id ?? null)) return null;
  const missing: ContactMissingPart[] = [];
  if (!enquiry.name) missing.push('name');
  if (!enquiry.email) missing.push('email');
  if (!enquiry.phone) missing.push('phone');
  if (!property) missing.push('property');
  const interested =
    property?.title ??
    ([enquiry.reference && `Ref. ${enquiry.reference}`, enquiry.listing].filter(Boolean).join(' · ') || null);
  const [row] = await tx
    .insert(contacts)
    .values({
      name: enquiry.name ?? '(sin nombre)',
      email: enquiry.email ?? '',
      emailIsRelay: enquiry.emailIsRelay,
      phone: enquiry.phone,
      message: (enquiry.message || '(sin mensaje)').slice(0, MAX_MESSAGE),
      interestedProperty: interested,
      propertyId: property?.id ?? null,
      locale: enquiry.language,
      source: enquiry.source,
      externalId: enquiry.externalId,
      missing,
      notificationPending: true,
      createdAt: enquiry.receivedAt,
    })
    .onConflictDoNothing({ target: contacts.externalId })
    .returning({ id: contacts.id });
  if (!row) return null;
  await wakeMailWorkers(tx);
  return row.id;
}

async function isKnown(tx: Executor, enquiry: Enquiry, propertyId: number | null): Promise<boolean> {
  const [same] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.externalId, enquiry.externalId));
  if (same) return true;
  const feed = SAME_FEED[enquiry.source];
  const who = [
    enquiry.email && !enquiry.emailIsRelay ? sql`lower(${contacts.email}) = ${enquiry.email.toLowerCase()}` : undefined,
    enquiry.phone ? eq(contacts.phone, enquiry.phone) : undefined,
  ].filter((condition) => condition !== undefined);
  if (!feed || who.length === 0 || !enquiry.reference) return false;
  const since = new Date(enquiry.receivedAt.getTime() - SAME_ENQUIRY_WINDOW_MS);
  const [twin] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        inArray(contacts.source, feed),
        or(...who),
        gte(contacts.createdAt, since),
        propertyId !== null
          ? eq(contacts.propertyId, propertyId)
          : sql`position(${`Ref. ${enquiry.reference}`} in coalesce(${contacts.interestedProperty}, '')) = 1`,
      ),
    )
    .limit(1);
  return twin !== undefined;
}
