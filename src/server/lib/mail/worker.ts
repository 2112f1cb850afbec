import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { MAIL_STATUS } from '#shared/mail-lifecycle/statuses.ts';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, storedFiles } from '#server/db/schema.ts';
import { startWakeLoop, type Listen, type WakeLoop } from '#server/lib/wake-loop.ts';

import { mailCompany } from './company-identity';
import { LOGO_CID } from './layout';
import { mailLogoPng } from './logo';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 8;
const BATCH = 10;

/** 10 s, 20 s, 40 s … capped at 30 min: an SMTP outage of hours still ends in delivery. */
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);

/**
 * Delivers due outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED inside a transaction
 * held during the send, so several instances never deliver the same mail twice.
 */
export async function deliverDueMail(db: Database, transport: MailTransport, log?: FastifyBaseLogger): Promise<number> {
  let delivered = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, MAIL_STATUS.pending), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      try {
        const fileIds = row.attachments.map((a) => a.fileId);
        const files = fileIds.length ? await tx.select().from(storedFiles).where(inArray(storedFiles.id, fileIds)) : [];
        const logo = row.html.includes(`cid:${LOGO_CID}`)
          ? [{ filename: 'logo.png', contentType: 'image/png', content: await mailLogoPng(), cid: LOGO_CID }]
          : [];
        await transport.send({
          fromName: (await mailCompany(tx)).name,
          to: row.to,
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: [
            ...row.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: files.find((f) => f.id === a.fileId)?.data ?? Buffer.alloc(0),
            })),
            ...logo,
          ],
        });
        await tx
          .update(mailOutbox)
          .set({ status: MAIL_STATUS.sent, sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        delivered++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        log?.warn({ mailId: row.id, attempts, err: message }, 'mail delivery failed');
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError: message.slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? MAIL_STATUS.failed : MAIL_STATUS.pending,
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
      }
      return true;
    });
    if (!handled) return delivered;
    if (delivered >= BATCH * 10) return delivered;
  }
}

type OutboxWorker = WakeLoop;

type OutboxWorkerOptions = {
  intervalMs?: number;
  producers?: (() => Promise<unknown>)[];
  /** Subscribes to the database's notification of a committed mail (DatabaseHandle.listen on OUTBOX_CHANNEL). */
  listen?: Listen;
};

/**
 * Wakes up when a transaction that queued mail commits (enqueueMail notifies, the database delivers the
 * notification on commit) and every few seconds for retries. Each pass first runs the `producers` (summary
 * mails that queue themselves when due, e.g. contact notifications), then delivers. Use cases only queue.
 */
export function startOutboxWorker(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  options: OutboxWorkerOptions = {},
): OutboxWorker {
  const intervalMs = options.intervalMs ?? 3_000;
  const producers = options.producers ?? [];
  const pass = async () => {
    for (const produce of producers) await produce().catch((error) => log.warn({ err: error }, 'mail producer failed'));
    return deliverDueMail(db, transport, log);
  };
  return startWakeLoop({ name: 'outbox worker', pass, intervalMs, listen: options.listen, log });
}
