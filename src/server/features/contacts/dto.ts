import type { ContactDto } from '#shared/api/api-types.ts';
import { localeOr } from '#shared/i18n/locales.ts';
import type { contacts } from '#server/db/schema.ts';

type ContactRow = typeof contacts.$inferSelect;

/** A contact as the admin reads it: the specification's fields, then source, language and stage (docs/product.md §4.1). */
export const contactDto = (r: ContactRow): ContactDto => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  interested_property: r.interestedProperty,
  created_at: r.createdAt.toISOString(),
  source: r.source,
  language: localeOr(r.locale),
  stage: r.stage,
  property_id: r.propertyId,
  missing: r.missing,
  email_is_relay: r.emailIsRelay,
  unsubscribed: r.unsubscribedAt !== null,
});
