import { lt } from 'drizzle-orm';

import { addCalendarMonths } from '#shared/format/dates.ts';
import type { Database } from '#server/db/client.ts';
import { contacts } from '#server/db/schema.ts';
import { recordAudit } from '#server/lib/audit.ts';

const SYSTEM = { userId: null, name: 'sistema', ip: null };

/**
 * The moment before which a message is older than `months` months (calendar months, as the policy says; a month
 * without the day counts to its last day, so a message is never deleted early).
 */
export const contactRetentionCutoff = (now: Date, months: number): Date => addCalendarMonths(now, -months);

/**
 * Deletes the contact messages older than CONTACT_RETENTION_MONTHS, as the privacy policy says
 * (docs/product.md#3-public-site); one audit row says how many. One statement: two instances running it at once
 * delete each message once, and the second writes no row.
 */
export async function purgeOldContacts(db: Database, now: Date, months: number): Promise<number> {
  const cutoff = contactRetentionCutoff(now, months);
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(contacts).where(lt(contacts.createdAt, cutoff)).returning({ id: contacts.id });
    if (deleted.length > 0) {
      await recordAudit(tx, SYSTEM, 'purge', 'contact', null, {
        deleted: deleted.length,
        older_than: cutoff.toISOString(),
        reason: `Plazo de conservación de ${months} meses cumplido`,
      });
    }
    return deleted.length;
  });
}
