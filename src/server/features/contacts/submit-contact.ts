import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';
import { enqueueMail } from '../../lib/mail/outbox';
import { storedContent } from '../content/queries';
import { withContentDefaults } from '../../../shared/site/content';
import { contactNotificationMail } from './mails';

type ContactInput = { name: string; email: string; phone: string; message: string; interested_property?: string | null };

/** Stores the message and queues the company's notification in the same transaction. */
export async function submitContact(db: Database, input: ContactInput, adminUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({
        name: input.name.trim(),
        email: input.email.trim(),
        phone: input.phone.trim() || null,
        message: input.message.trim(),
        interestedProperty: input.interested_property?.trim() || null,
      })
      .returning({ id: contacts.id });
    const content = withContentDefaults(await storedContent(tx));
    const to = content.company_email;
    if (to) await enqueueMail(tx, { kind: 'contact_notification', to, ...contactNotificationMail(input, adminUrl) });
    return row!.id;
  });
}
