import { localeOr } from '#shared/i18n/locales.ts';
import type { ViewingDto } from '#shared/schemas/enquiry-schema.ts';
import type { viewings } from '#server/db/schema.ts';

export type ViewingRow = typeof viewings.$inferSelect;

export const viewingDto = (row: ViewingRow): ViewingDto => ({
  id: row.id,
  contact_id: row.contactId,
  property_id: row.propertyId,
  property: row.propertyLabel,
  starts_at: row.startsAt.toISOString(),
  attendee: row.attendee,
  visitor_name: row.visitorName,
  visitor_email: row.visitorEmail,
  language: localeOr(row.visitorLanguage),
  status: row.status,
  sheet_opened: row.sheetOpenedAt !== null,
  signed_at: row.signedAt?.toISOString() ?? null,
  signed_via: row.signedVia,
  sealed_sha256: row.sealedSha256,
});
