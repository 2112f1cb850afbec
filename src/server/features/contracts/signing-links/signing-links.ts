import { eq, sql } from 'drizzle-orm';

import { isAwaitingSignatures } from '#shared/contract-lifecycle/index.ts';
import type { AppSettings } from '#shared/schemas/settings-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { signingLinks } from '#server/db/schema.ts';
import type { BuyerRow, ContractRow } from '#server/features/contracts/queries.ts';

/** Links go out only once the company has signed (the first sending and every resend alike). */
export const NOT_READY_FOR_EMAILS = 'El contrato debe estar firmado por el administrador antes de enviar los emails';

type SigningLinkRow = typeof signingLinks.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * The links were just mailed: expiry counts from now and reminders start again. Called in the transaction
 * that queues the mails.
 */
export async function markLinksSent(
  db: Executor,
  links: { buyerId: number; contractId: string }[],
  now: Date,
): Promise<void> {
  if (links.length === 0) return;
  await db
    .insert(signingLinks)
    .values(links.map((link) => ({ ...link, sentAt: now, remindersSent: 0, lastReminderAt: null })))
    .onConflictDoUpdate({
      target: signingLinks.buyerId,
      set: { sentAt: sql`excluded.sent_at`, remindersSent: 0, lastReminderAt: null },
    });
}

export async function signingLinksOf(db: Executor, contractId: string): Promise<Map<number, SigningLinkRow>> {
  const rows = await db.select().from(signingLinks).where(eq(signingLinks.contractId, contractId));
  return new Map(rows.map((row) => [row.buyerId, row]));
}

export async function signingLinkOf(db: Executor, buyerId: number): Promise<SigningLinkRow | undefined> {
  const [row] = await db.select().from(signingLinks).where(eq(signingLinks.buyerId, buyerId));
  return row;
}

/** Whether this buyer's link is a signing link at all: the contract awaits their signature. */
export const awaitsSignature = (contract: ContractRow, buyer: BuyerRow) =>
  isAwaitingSignatures(contract.status) && buyer.signedAt === null;

/**
 * A link expires `link_expiry_days` after it was last mailed; a link that was never mailed (copied by
 * the administrator) counts from the company's signature, when it started to work.
 */
export function linkExpiresAt(
  link: SigningLinkRow | undefined,
  contract: ContractRow,
  settings: AppSettings,
): Date | null {
  const start = link?.sentAt ?? contract.adminSignedAt;
  return start ? new Date(start.getTime() + settings.link_expiry_days * DAY_MS) : null;
}

/** The next reminder's time, or null when the link was never mailed or every reminder went out. */
export function nextReminderAt(link: SigningLinkRow | undefined, settings: AppSettings): Date | null {
  if (!link || link.remindersSent >= settings.reminder_max_count) return null;
  const from = link.lastReminderAt ?? link.sentAt;
  return new Date(from.getTime() + settings.reminder_interval_days * DAY_MS);
}
