import { and, eq, inArray } from 'drizzle-orm';

import { buyerAmount } from '#shared/i18n/buyer-format.ts';
import { INTL_LOCALE, localeOr, type Locale } from '#shared/i18n/locales.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { localizedPropertyPath, propertySlugs } from '#shared/site/property-path.ts';
import { translatedOr } from '#shared/site/translated-content.ts';
import type { Database } from '#server/db/client.ts';
import { contacts, listingSends } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { unprocessable } from '#server/lib/errors.ts';
import { enquiryText } from '#server/lib/mail/enquiry-mail-text.ts';
import { renderMail } from '#server/lib/mail/layout.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { findProperty, matchesOf } from './matches';
import { unsubscribeUrl } from './unsubscribe-link';

export type SendReport = { sent: number; skipped: { contact_id: number; reason: string }[] };

const NOT_ON_SALE = 'Solo se envían propiedades en venta y con precio.';

/**
 * Sends the listing, in each contact's language, to the chosen contacts among its matches (docs/product.md §4.3): one
 * action, one mail each through the outbox, each send recorded; a contact who asked not to be written to (or not
 * among the matches, or already sent at this price) is skipped with the reason. Every mail carries the unsubscribe link.
 */
export async function sendListing(
  db: Database,
  actor: Actor,
  propertyId: number,
  contactIds: number[],
  { publicUrl, secret }: { publicUrl: string; secret: Uint8Array },
): Promise<SendReport> {
  return db.transaction(async (tx) => {
    const property = await findProperty(tx, propertyId);
    if (property.status !== PROPERTY_STATUS.vendiendo || property.priceCents === null)
      throw unprocessable(NOT_ON_SALE, 'not_on_sale');
    const matches = new Map((await matchesOf(tx, property)).map((match) => [match.contact_id, match]));
    const chosen = await tx
      .select()
      .from(contacts)
      .where(inArray(contacts.id, [...new Set(contactIds)]));
    const company = await companyDetails(tx);
    const companyName = company.company_name.trim() || 'Casa Nova';
    const report: SendReport = { sent: 0, skipped: [] };
    for (const id of new Set(contactIds)) {
      const contact = chosen.find((c) => c.id === id);
      const match = matches.get(id);
      const reason = !contact
        ? 'El contacto no existe.'
        : contact.unsubscribedAt
          ? 'Pidió no recibir correos.'
          : !match
            ? 'Su demanda no encaja con esta propiedad.'
            : match.already_sent
              ? 'Ya se le envió a este precio.'
              : null;
      if (reason || !contact || !match) {
        report.skipped.push({ contact_id: id, reason: reason ?? 'No se puede enviar.' });
        continue;
      }
      const locale: Locale = localeOr(contact.locale);
      const t = enquiryText(locale);
      const title =
        locale === 'es'
          ? property.title
          : translatedOr(property.title, locale === 'ca' ? property.titleCa : property.titleEn);
      const url = `${publicUrl}${localizedPropertyPath({ id: property.id, ...propertySlugs(property) }, locale)}`;
      const unsubscribe = unsubscribeUrl(publicUrl, secret, contact.id);
      const mailId = await enqueueMail(tx, {
        kind: 'listing_match',
        to: contact.email,
        subject: t('listing.subject', { property: title }),
        ...renderMail({
          lang: INTL_LOCALE[locale],
          title: t('listing.title'),
          paragraphs: [
            t('greeting', { name: contact.name }),
            t('listing.body', {
              companyName,
              property: title,
              zone: property.neighborhood,
              price: buyerAmount(property.priceCents / 100, locale),
            }),
            t('listing.reasons', { reasons: match.reasons.join(', ') }),
            t('listing.unsubscribe', { url: unsubscribe }),
          ],
          action: { label: t('listing.action'), url },
        }),
      });
      await tx
        .insert(listingSends)
        .values({ propertyId, contactId: id, priceCents: property.priceCents, mailId, sentBy: actor.name });
      report.sent++;
    }
    await recordAudit(tx, actor, 'send_listing', 'property', propertyId, {
      sent: report.sent,
      skipped: report.skipped.length,
    });
    return report;
  });
}

/** The contact asked not to be written to (their link): recorded once; the owner sees it on the contact. */
export async function unsubscribeContact(db: Database, contactId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .update(contacts)
    .set({ unsubscribedAt: now })
    .where(and(eq(contacts.id, contactId)))
    .returning({ email: contacts.email });
  return row?.email ?? null;
}
