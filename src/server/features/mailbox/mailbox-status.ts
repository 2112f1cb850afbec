import { and, count, desc, eq, isNotNull } from 'drizzle-orm';

import type { MailboxStatusDto } from '#shared/schemas/enquiry-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { mailboxMessages, mailboxState } from '#server/db/schema.ts';

import type { MailboxDeps } from './poll-mailbox';

const RECENT = 10;

/** What the dashboard shows of the mailbox: whether it works (since when it fails) and the messages it could not read. */
export async function mailboxStatus(db: Executor, config: MailboxDeps['config']): Promise<MailboxStatusDto> {
  const states = await db.select().from(mailboxState);
  const failing = states.filter((state) => state.failingSince !== null);
  const firstFailing = failing.sort((a, b) => a.failingSince!.getTime() - b.failingSince!.getTime())[0];
  const lastSuccess = states
    .map((state) => state.lastSuccessAt)
    .filter((date): date is Date => date !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const [unreadable] = await db
    .select({ n: count() })
    .from(mailboxMessages)
    .where(eq(mailboxMessages.outcome, 'unreadable'));
  const recent = await db
    .select()
    .from(mailboxMessages)
    .where(and(eq(mailboxMessages.outcome, 'unreadable'), isNotNull(mailboxMessages.createdAt)))
    .orderBy(desc(mailboxMessages.createdAt), desc(mailboxMessages.id))
    .limit(RECENT);
  return {
    imap_configured: Boolean(config.imapUrl),
    fotocasa_api_configured: Boolean(config.fotocasaLeads),
    last_success_at: lastSuccess?.toISOString() ?? null,
    failing_since: firstFailing?.failingSince?.toISOString() ?? null,
    last_error: firstFailing?.lastError ?? null,
    unreadable: unreadable?.n ?? 0,
    recent_unreadable: recent.map((row) => ({
      subject: row.subject,
      sender: row.sender,
      reason: row.reason,
      at: row.createdAt.toISOString(),
    })),
  };
}
