import { inArray } from 'drizzle-orm';

import type { TimelineEntryDto } from '#shared/api/timeline-dtos.ts';
import { detailsOf, parseContractEventDetails } from '#shared/contract-lifecycle/event-details.ts';
import { withPaymentEuros } from '#shared/contract-lifecycle/payment-events.ts';
import { MAIL_STATUS } from '#shared/mail-lifecycle/statuses.ts';
import type { MailKind, MailKindDetails } from '#shared/mail-lifecycle/timeline-kinds.ts';
import type { Executor } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { contractEventsOf, getContract } from '#server/features/contracts/queries.ts';

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

  const entries: TimelineEntryDto[] = events.map((event) => {
    // Read through the event's schema (decision 030): details an older release wrote differently are shown as stored.
    // Payment events also answer `amount` in euros, as before decision 051.
    const details = withPaymentEuros(event.event, parseContractEventDetails(event.event, event.details).details);
    return {
      kind: event.event,
      at: event.createdAt.toISOString(),
      actor: event.actor,
      buyer: buyerOf(event.buyerId),
      ip: event.ip,
      user_agent: event.userAgent,
      // A signature binds the frozen text: its hash is shown with each signature.
      details: event.event === 'buyer_signed' ? { document_sha256: contract.frozenSha256, ...details } : details,
    };
  });

  const mailIds = events.flatMap((event) => detailsOf('final_document_sent', event)?.mail_ids ?? []);
  const mails = mailIds.length ? await db.select().from(mailOutbox).where(inArray(mailOutbox.id, mailIds)) : [];
  for (const mail of mails) {
    if (mail.status === MAIL_STATUS.sent && mail.sentAt) {
      entries.push({
        kind: 'final_mail_delivered' satisfies MailKind,
        at: mail.sentAt.toISOString(),
        actor: null,
        buyer: null,
        ip: null,
        user_agent: null,
        details: { to: mail.to } satisfies MailKindDetails['final_mail_delivered'],
      });
    } else if (mail.status === MAIL_STATUS.failed) {
      entries.push({
        kind: 'final_mail_failed' satisfies MailKind,
        at: mail.nextAttemptAt.toISOString(),
        actor: null,
        buyer: null,
        ip: null,
        user_agent: null,
        details: { to: mail.to, attempts: mail.attempts } satisfies MailKindDetails['final_mail_failed'],
      });
    }
  }

  // Stable: entries at the same instant keep the audit trail's order.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
