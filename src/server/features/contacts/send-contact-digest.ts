import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';

import { withContentDefaults } from '#shared/site/content.ts';
import type { Database } from '#server/db/client.ts';
import { contacts, mailDigests } from '#server/db/schema.ts';
import { storedCompanyDetails } from '#server/features/content/index.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { contactNotificationMail } from './mails';

const CONTACT_DIGEST = 'contact_notification';
/** At most one notification mail per this interval, whatever the number of messages or instances. */
export const CONTACT_DIGEST_INTERVAL_MS = 60_000;

class NothingToSend extends Error {}

/**
 * Queues one notification mail for every contact message not yet notified, unless one went out less than a
 * minute ago (docs/product.md#7-security-and-operations). The right to send is claimed with a conditional update
 * of the digest's row: an instance that finds it claimed (or waits for its lock and then finds it recent) sends
 * nothing, so instances sharing one PostgreSQL never send two in one minute. The claim, the messages' flags and
 * the outbox row are one transaction: a crash leaves the messages pending, never notified twice or lost.
 * Returns how many messages the queued mail covers (0: nothing queued).
 */
export async function queueContactDigest(
  db: Database,
  adminUrl: string,
  // Shorter only in tests (config TEST_CONTACT_DIGEST_INTERVAL_MS), so they need not wait a real minute.
  intervalMs: number = CONTACT_DIGEST_INTERVAL_MS,
): Promise<number> {
  // Cheap and lock-free: most passes of the outbox worker find nothing waiting.
  const waiting = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.notificationPending, true))
    .limit(1);
  if (waiting.length === 0) return 0;
  try {
    return await db.transaction(async (tx) => {
      await tx
        .insert(mailDigests)
        .values({ kind: CONTACT_DIGEST, lastSentAt: new Date(0) })
        .onConflictDoNothing();
      const [claimed] = await tx
        .update(mailDigests)
        .set({ lastSentAt: sql`now()` })
        .where(
          and(
            eq(mailDigests.kind, CONTACT_DIGEST),
            lte(mailDigests.lastSentAt, sql`now() - (${intervalMs}::integer * interval '1 millisecond')`),
          ),
        )
        .returning();
      if (!claimed) return 0;
      const pending = await tx
        .select()
        .from(contacts)
        .where(eq(contacts.notificationPending, true))
        .orderBy(asc(contacts.createdAt), asc(contacts.id));
      // Deleted meanwhile: give the minute back.
      if (pending.length === 0) throw new NothingToSend();
      await tx
        .update(contacts)
        .set({ notificationPending: false })
        .where(
          inArray(
            contacts.id,
            pending.map((c) => c.id),
          ),
        );
      const to = withContentDefaults(await storedCompanyDetails(tx)).company_email;
      if (to) await enqueueMail(tx, { kind: CONTACT_DIGEST, to, ...contactNotificationMail(pending, adminUrl) });
      return pending.length;
    });
  } catch (error) {
    if (error instanceof NothingToSend) return 0;
    throw error;
  }
}
