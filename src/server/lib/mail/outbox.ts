import { sql } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { mailOutbox, type OutboxAttachment } from '#server/db/schema.ts';

import { mailCompany } from './company-identity';
import { brandMail } from './layout';

type QueuedMail = {
  kind: string;
  to: string;
  /**
   * Where replies go. Left out, it is the company's email: buyers and visitors are told to reply, and the
   * sender address is a no-reply one (docs/product.md#112-buyers-language). The contact notice sets the visitor.
   */
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: OutboxAttachment[];
};

/** The channel the outbox worker listens on (worker.ts). */
export const OUTBOX_CHANNEL = 'mail_outbox';

/**
 * Call inside the transaction of the action that causes the mail: both happen or neither does. Returns its id.
 * The notification it raises is delivered by the database only when that transaction commits, so the outbox
 * worker of any instance wakes up exactly when the mail can be read, and never for a rolled-back one.
 */
export async function enqueueMail(db: Executor, mail: QueuedMail): Promise<number> {
  // Signed with the company's identity as it is when the mail is queued: the mail is kept as it was sent.
  const company = await mailCompany(db);
  const replyTo = mail.replyTo === undefined ? company.email || null : mail.replyTo;
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, ...brandMail(mail, company), replyTo, attachments: mail.attachments ?? [] })
    .returning({ id: mailOutbox.id });
  await wakeMailWorkers(db);
  return row!.id;
}

/**
 * Wakes the outbox workers when the caller's transaction commits, for work their producers pick up (a contact
 * message waiting for its notification digest) rather than a queued mail.
 */
export async function wakeMailWorkers(db: Executor): Promise<void> {
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
