import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox, type OutboxAttachment } from '../../db/schema';

export type QueuedMail = {
  kind: string;
  to: string;
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
  const [row] = await db.insert(mailOutbox).values({ ...mail, attachments: mail.attachments ?? [] }).returning({ id: mailOutbox.id });
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
