import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox, storedFiles } from '../../db/schema';
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
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      try {
        const fileIds = row.attachments.map((a) => a.fileId);
        const files = fileIds.length
          ? await tx.select().from(storedFiles).where(inArray(storedFiles.id, fileIds))
          : [];
        await transport.send({
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: row.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: files.find((f) => f.id === a.fileId)?.data ?? Buffer.alloc(0),
          })),
        });
        await tx
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
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
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
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

export type OutboxWorker = { kick(): void; stop(): Promise<void> };

/** Polls every few seconds and on `kick()` (called right after a mail is queued). */
export function startOutboxWorker(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  intervalMs = 3_000,
): OutboxWorker {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let again = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(db, transport, log)
      .catch((error) => log.warn({ err: error }, 'outbox worker pass failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    kick: () => setImmediate(run),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
