import { and, eq, inArray } from 'drizzle-orm';

import { localeOr } from '#shared/i18n/locales.ts';
import { isValidEmail } from '#shared/identity/email.ts';
import { VIEWING_IN_THE_PAST_MESSAGE, type ViewingDto } from '#shared/schemas/enquiry-schema.ts';
import type { Database } from '#server/db/client.ts';
import { contacts, viewings } from '#server/db/schema.ts';
import { findContact } from '#server/features/contacts/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { unprocessable } from '#server/lib/errors.ts';

import { viewingDto } from './dto';
import { queueViewingMail } from './mails';
import { findProperty, viewingAddress } from './queries';
import { viewingLink } from './viewing-link';

export const NO_EMAIL_MESSAGE = 'El contacto no tiene email: no se le puede enviar la invitación.';

type BookViewing = { property_id: number; starts_at: string; attendee: string };

/**
 * Books a viewing from a contact (docs/product.md §4.2): the visitor gets the invitation in their language, with the
 * calendar event and their personal link, in the transaction that books it. A new or contacted contact moves to the
 * «Visita» stage. A viewing in the past is refused.
 */
export async function bookViewing(
  db: Database,
  actor: Actor,
  contactId: number,
  input: BookViewing,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<ViewingDto> {
  const startsAt = new Date(input.starts_at);
  if (startsAt.getTime() <= now.getTime()) throw unprocessable(VIEWING_IN_THE_PAST_MESSAGE, 'viewing_in_the_past');
  return db.transaction(async (tx) => {
    const contact = await findContact(tx, contactId);
    if (!isValidEmail(contact.email)) throw unprocessable(NO_EMAIL_MESSAGE, 'contact_without_email');
    const property = await findProperty(tx, input.property_id);
    const token = randomToken();
    const [row] = await tx
      .insert(viewings)
      .values({
        contactId,
        propertyId: property.id,
        propertyLabel: `${property.title} · ${property.address}`,
        startsAt,
        attendee: input.attendee,
        visitorName: contact.name,
        visitorEmail: contact.email,
        visitorLanguage: localeOr(contact.locale),
        tokenHash: sha256Hex(token),
        calendarUid: `viewing-${randomToken(12)}@${new URL(publicUrl).hostname}`,
        createdBy: actor.name,
      })
      .returning();
    const viewing = row!;
    await tx
      .update(contacts)
      .set({ stage: 'viewing' })
      .where(and(eq(contacts.id, contactId), inArray(contacts.stage, ['new', 'contacted'])));
    await queueViewingMail(
      tx,
      {
        viewing,
        address: viewingAddress(property),
        link: viewingLink(publicUrl, viewing.id, token, viewing.visitorLanguage),
        now,
      },
      'REQUEST',
    );
    await recordAudit(tx, actor, 'create', 'viewing', viewing.id, {
      contact: contactId,
      property: property.id,
      starts_at: input.starts_at,
    });
    return viewingDto(viewing);
  });
}
