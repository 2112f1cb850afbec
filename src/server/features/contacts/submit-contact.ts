import type { Locale } from '#shared/i18n/locales.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { contacts } from '#server/db/schema.ts';
import { wakeMailWorkers } from '#server/lib/mail/outbox.ts';

type ContactInput = {
  name: string;
  email: string;
  phone: string;
  message: string;
  interested_property?: string | null;
  locale?: Locale;
};

/**
 * Stores the message, marked for the next notification mail (send-contact-digest.ts): a flood of messages
 * is always stored in full but never floods the company's mailbox. The mail workers are woken on commit, so
 * the first message of a quiet minute is notified at once.
 */
export async function submitContact(db: Database, input: ContactInput): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertContact(tx, input);
    await wakeMailWorkers(tx);
    return id;
  });
}

async function insertContact(db: Executor, input: ContactInput): Promise<number> {
  const [row] = await db
    .insert(contacts)
    .values({
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone.trim() || null,
      message: input.message.trim(),
      interestedProperty: input.interested_property?.trim() || null,
      locale: input.locale ?? 'es',
      notificationPending: true,
    })
    .returning({ id: contacts.id });
  return row!.id;
}
