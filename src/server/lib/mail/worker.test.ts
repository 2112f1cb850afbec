import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { freePort } from '#server/test/free-port.ts';
import { startSmtpSink } from '#server/test/smtp-sink.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

import { enqueueMail } from './outbox';
import { createMailTransport } from './transport';
import { deliverDueMail, MAX_ATTEMPTS, retryDelayMs, startOutboxWorker } from './worker';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  await handle.close();
});

const queue = (subject: string) =>
  enqueueMail(handle.db, { kind: 'test', to: 'comprador@ejemplo.es', subject, html: '<p>Hola</p>', text: 'Hola' });

describe('outbox worker', () => {
  it('keeps mail through an SMTP outage and delivers it exactly once when the server returns', async () => {
    const port = await freePort();
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'test@casanova.test',
      dataDir: '.tmp',
    });
    await queue('Enlace de firma');

    // Sink down: the attempt fails, the row stays pending with a later retry.
    expect(await deliverDueMail(handle.db, transport)).toBe(0);
    let [row] = await handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Sink up and the retry due: delivered once, and never again.
    const sink = await startSmtpSink(port);
    try {
      await handle.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      expect(await deliverDueMail(handle.db, transport)).toBe(1);
      expect(await deliverDueMail(handle.db, transport)).toBe(0);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]).toContain('Subject: Enlace de firma');
      [row] = await handle.db.select().from(mailOutbox);
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await sink.close();
    }
  });

  it('marks a mail that keeps failing as failed after the last attempt', async () => {
    const transport = { describe: 'broken', send: async () => Promise.reject(new Error('buzón lleno')) };
    await queue('Recibo');
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await handle.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await deliverDueMail(handle.db, transport);
    }
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Recibo'));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'buzón lleno' });
  });

  const silent = { warn: () => {} } as unknown as Parameters<typeof startOutboxWorker>[2];
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 150 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  };

  it('runs its producers (summary mails that are due) before each delivery pass, starting with one at once', async () => {
    const sent: string[] = [];
    const transport = { describe: 'memory', send: async (mail: { subject: string }) => void sent.push(mail.subject) };
    const worker = startOutboxWorker(handle.db, transport, silent, {
      intervalMs: 60_000,
      producers: [() => queue('Resumen')],
    });
    try {
      await waitFor(() => sent.length > 0);
      expect(sent).toEqual(['Resumen']);
      await waitFor(() => worker.passes() > 0);
      expect(worker.passes()).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('wakes up when the transaction that queued a mail commits, and never for one rolled back', async () => {
    const sent: string[] = [];
    const transport = { describe: 'memory', send: async (mail: { subject: string }) => void sent.push(mail.subject) };
    const worker = startOutboxWorker(handle.db, transport, silent, {
      intervalMs: 60_000,
      listen: (onNotify) => handle.listen('mail_outbox', onNotify),
    });
    try {
      // Listening, and the first passes done (at start, and on PostgreSQL the catch-up pass that follows LISTEN,
      // whose wake-up is already queued): every pass from now on was woken by a notification.
      await worker.listening;
      await new Promise((resolve) => setImmediate(resolve));
      await waitFor(() => worker.passes() > 0);
      await worker.idle();
      const passesBefore = worker.passes();
      await handle.db
        .transaction(async (tx) => {
          await enqueueMail(tx, { kind: 'test', to: 'a@ejemplo.es', subject: 'Deshecho', html: '', text: '' });
          throw new Error('rollback');
        })
        .catch(() => {});
      await handle.db.transaction(async (tx) => {
        await enqueueMail(tx, { kind: 'test', to: 'a@ejemplo.es', subject: 'Confirmado', html: '', text: '' });
        // Not yet committed: no worker could see it.
        expect(sent).toEqual([]);
      });
      await waitFor(() => sent.length > 0);
      expect(sent).toEqual(['Confirmado']);
      // Exactly one pass was woken, by the commit: one woken by the rolled-back or the uncommitted mail would have
      // been a pass of its own (the pass after a commit cannot start before it).
      await waitFor(() => worker.passes() > passesBefore);
      await worker.stop();
      expect(worker.passes()).toBe(passesBefore + 1);
    } finally {
      await worker.stop();
    }
  });

  it('backs off exponentially up to a cap', () => {
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });
});
