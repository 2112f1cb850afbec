import { inArray } from 'drizzle-orm';

import type { TimelineEntryDto } from '#shared/api/timeline-dtos.ts';
import type { Executor } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { contractEventsOf, getContract } from '#server/features/contracts/queries.ts';

const mailIdsOf = (details: Record<string, unknown> | null): number[] =>
  Array.isArray(details?.mail_ids) ? details.mail_ids.filter((id): id is number => typeof id === 'number') : [];

/**
 * Everything that happened to a contract, oldest first: the audit trail (payments included), plus when
 * the final mails were actually delivered, from the mail queue (docs/product.md §5.4).
 */
export async function contractTimeline(db: Executor, contractId: string): Promise<TimelineEntryDto[]> {
  const { contract, buyers } = await getContract(db, contractId);
  const events = await contractEventsOf(db, contractId);
  const buyerOf = (id: number | null) => {
    const buyer = buyers.find((b) => b.id === id);
    return buyer ? { id: buyer.id, name: buyer.name, email: buyer.email } : null;
  };

  const entries: TimelineEntryDto[] = events.map((event) => ({
    kind: event.event,
    at: event.createdAt.toISOString(),
    actor: event.actor,
    buyer: buyerOf(event.buyerId),
    ip: event.ip,
    user_agent: event.userAgent,
    // A signature binds the frozen text: its hash is shown with each signature.
    details:
      event.event === 'buyer_signed'
        ? { document_sha256: contract.frozenSha256, ...event.details }
        : (event.details ?? {}),
  }));

  const mailIds = events.flatMap((event) => (event.event === 'final_document_sent' ? mailIdsOf(event.details) : []));
  const mails = mailIds.length ? await db.select().from(mailOutbox).where(inArray(mailOutbox.id, mailIds)) : [];
  for (const mail of mails) {
    if (mail.status === 'sent' && mail.sentAt) {
      entries.push({
        kind: 'final_mail_delivered',
        at: mail.sentAt.toISOString(),
        actor: null,
        buyer: null,
        ip: null,
        user_agent: null,
        details: { to: mail.to },
      });
    } else if (mail.status === 'failed') {
      entries.push({
        kind: 'final_mail_failed',
        at: mail.nextAttemptAt.toISOString(),
        actor: null,
        buyer: null,
        ip: null,
        user_agent: null,
        details: { to: mail.to, attempts: mail.attempts },
      });
    }
  }

  // Stable: entries at the same instant keep the audit trail's order.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
