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

/** Call inside the transaction of the action that causes the mail: both happen or neither does. */
export async function enqueueMail(db: Executor, mail: QueuedMail): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, attachments: mail.attachments ?? [] });
}
