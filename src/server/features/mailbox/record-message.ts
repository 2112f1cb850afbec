import { eq, sql } from 'drizzle-orm';

import type { MailboxOutcome } from '#shared/contact-lifecycle/index.ts';
import type { Database } from '#server/db/client.ts';
import { mailboxMessages, mailboxState } from '#server/db/schema.ts';
import { fileEnquiry, type Enquiry } from '#server/features/contacts/index.ts';

import { IMAP_SOURCE } from './mailbox-state';

type Recorded = {
  externalId: string;
  uid: number | null;
  sender: string | null;
  subject: string | null;
  /** An enquiry to file, or what else the message is. */
  enquiry: Enquiry | null;
  outcome: Exclude<MailboxOutcome, 'filed' | 'duplicate'> | null;
  reason?: string | null;
};

/**
 * One message, all or nothing (docs/product.md §4.1): its record, its contact and (IMAP) the mailbox's UID mark move
 * together in one transaction, so a dropped connection or a crash never leaves a message half filed, and a message
 * already recorded (the same Message-ID, on this instance or another) is a duplicate.
 */
export async function recordMessage(db: Database, message: Recorded): Promise<MailboxOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailboxMessages)
      .values({
        externalId: message.externalId,
        uid: message.uid,
        outcome: message.outcome ?? 'filed',
        reason: message.reason ?? null,
        sender: message.sender?.slice(0, 300) ?? null,
        subject: message.subject?.slice(0, 300) ?? null,
      })
      .onConflictDoNothing({ target: mailboxMessages.externalId })
      .returning({ id: mailboxMessages.id });
    let outcome: MailboxOutcome = row ? (message.outcome ?? 'filed') : 'duplicate';
    if (row && message.enquiry) {
      const contactId = await fileEnquiry(tx, message.enquiry);
      if (contactId === null) outcome = 'duplicate';
      await tx.update(mailboxMessages).set({ outcome, contactId }).where(eq(mailboxMessages.id, row.id));
    }
    if (message.uid !== null) {
      await tx
        .update(mailboxState)
        .set({ lastUid: sql`greatest(${mailboxState.lastUid}, ${message.uid})` })
        .where(eq(mailboxState.source, IMAP_SOURCE));
    }
    return outcome;
  });
}
