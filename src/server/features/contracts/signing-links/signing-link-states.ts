import type { SigningLinkStateDto } from '#shared/api/signing-link-dtos.ts';
import type { Database } from '#server/db/client.ts';
import { getContract } from '#server/features/contracts/queries.ts';
import { getSettings } from '#server/features/settings/index.ts';

import { awaitsSignature, linkExpiresAt, nextReminderAt, signingLinksOf } from './signing-links';

/** Each buyer's link of a contract: when it was mailed, when it expires, reminders sent and the next one. */
export async function signingLinkStates(db: Database, contractId: string, now: Date): Promise<SigningLinkStateDto[]> {
  const { contract, buyers } = await getContract(db, contractId);
  const [settings, links] = await Promise.all([getSettings(db), signingLinksOf(db, contract.id)]);
  return buyers.map((buyer) => {
    const link = links.get(buyer.id);
    const awaiting = awaitsSignature(contract, buyer);
    const expiresAt = awaiting ? linkExpiresAt(link, contract, settings) : null;
    const expired = expiresAt !== null && expiresAt.getTime() <= now.getTime();
    const next = awaiting && !expired ? nextReminderAt(link, settings) : null;
    return {
      buyer_id: buyer.id,
      sent_at: link?.sentAt.toISOString() ?? null,
      expires_at: expiresAt?.toISOString() ?? null,
      expired,
      reminders_sent: link?.remindersSent ?? 0,
      next_reminder_at: next && expiresAt && next < expiresAt ? next.toISOString() : null,
    };
  });
}
