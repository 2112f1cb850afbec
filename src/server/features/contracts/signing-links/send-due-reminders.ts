import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { AWAITING_SIGNATURES } from '#shared/contract-lifecycle/index.ts';
import { buyerDate } from '#shared/i18n/buyer-format.ts';
import type { Database } from '#server/db/client.ts';
import { contractBuyers, contracts, signingLinks } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { contractTypeName } from '#server/features/contracts/contract-type-name.ts';
import { buyerLanguage } from '#server/features/contracts/dto.ts';
import { recordContractEvent } from '#server/features/contracts/events.ts';
import { getSettings } from '#server/features/settings/index.ts';
import { enqueueMail } from '#server/lib/mail/outbox.ts';

import { signingLinkBuilder } from './link-url';
import { signingReminderMail } from './mails';
import { linkExpiresAt } from './signing-links';

export type ReminderDeps = { db: Database; secret: Uint8Array; publicUrl: string; now: () => Date };

const BATCH = 20;
const DAY_MS = 86_400_000;
const SCHEDULER = { actor: 'sistema', ip: null, userAgent: null };

/**
 * Mails every reminder that is due (docs/product.md §5.4): unsigned buyers of contracts awaiting
 * signatures (not archived) whose link was mailed, is not expired, and last heard from us `reminder_interval_days` ago.
 * Rows are claimed with FOR UPDATE SKIP LOCKED and updated in the transaction that queues the mail, so
 * several instances running this at once send each reminder exactly once; the state lives in the
 * database, so a restart neither loses nor repeats one.
 */
export async function sendDueReminders(deps: ReminderDeps, log?: FastifyBaseLogger): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const linkOf = signingLinkBuilder(deps.publicUrl, deps.secret);
  const settings = await getSettings(db);
  if (settings.reminder_max_count === 0) return 0;
  const lastContactBefore = new Date(now.getTime() - settings.reminder_interval_days * DAY_MS).toISOString();
  const sentAfter = new Date(now.getTime() - settings.link_expiry_days * DAY_MS);
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ link: signingLinks, buyer: contractBuyers, contract: contracts })
        .from(signingLinks)
        .innerJoin(contractBuyers, eq(contractBuyers.id, signingLinks.buyerId))
        .innerJoin(contracts, eq(contracts.id, signingLinks.contractId))
        .where(
          and(
            isNull(contractBuyers.signedAt),
            inArray(contracts.status, [...AWAITING_SIGNATURES]),
            // An archived contract's links are dead (docs/product.md §5.3): no reminder points to them.
            isNull(contracts.archivedAt),
            lt(signingLinks.remindersSent, settings.reminder_max_count),
            gt(signingLinks.sentAt, sentAfter),
            sql`coalesce(${signingLinks.lastReminderAt}, ${signingLinks.sentAt}) <= ${lastContactBefore}::timestamptz`,
          ),
        )
        .orderBy(asc(signingLinks.buyerId))
        .limit(BATCH)
        .for('update', { of: signingLinks, skipLocked: true });
      if (due.length === 0) return 0;
      const company = await companyDetails(tx);
      const companyName = company.legal_name || company.company_name;
      for (const { link, buyer, contract } of due) {
        const reminder = link.remindersSent + 1;
        await tx
          .update(signingLinks)
          .set({ remindersSent: reminder, lastReminderAt: now })
          .where(eq(signingLinks.buyerId, link.buyerId));
        const expiresAt = linkExpiresAt(link, contract, settings);
        const language = buyerLanguage(buyer);
        const mail = signingReminderMail({
          buyerName: buyer.name,
          contractName: contractTypeName(contract.contractType, buyerLanguage(buyer)),
          companyName,
          url: linkOf(buyer),
          expiresOn: expiresAt ? buyerDate(expiresAt, language) : '',
          language,
        });
        await enqueueMail(tx, { kind: 'contract_signature_reminder', to: buyer.email, ...mail });
        await recordContractEvent(tx, contract.id, 'reminder_sent', SCHEDULER, {
          buyerId: buyer.id,
          details: { reminder, of: settings.reminder_max_count },
        });
      }
      return due.length;
    });
    sent += claimed;
    if (claimed < BATCH) break;
  }
  if (sent > 0) log?.info({ reminders: sent }, 'signing reminders queued');
  return sent;
}
