import { count, desc, eq } from 'drizzle-orm';

import type { SystemStatusDto } from '#shared/api/api-types.ts';
import { MAIL_STATUS } from '#shared/mail-lifecycle/statuses.ts';
import type { AppContext } from '#server/context.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { LAST_BACKUP_KEY, readMeta } from '#server/lib/app-meta.ts';
import { readClockHold } from '#server/lib/clock-check.ts';

/** The dashboard's system box: version, database, last backup, mail that is stuck, and deletions held by the clock. */
export async function systemStatus(ctx: AppContext): Promise<SystemStatusDto> {
  const { db } = ctx;
  const [pending] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, MAIL_STATUS.pending));
  const [failed] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, MAIL_STATUS.failed));
  const [lastFailure] = await db
    .select({ error: mailOutbox.lastError })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, MAIL_STATUS.failed))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return {
    version: ctx.version,
    database: ctx.database.kind,
    last_backup_at: (await readMeta(db, LAST_BACKUP_KEY)) ?? null,
    mail: { pending: Number(pending?.n ?? 0), failed: Number(failed?.n ?? 0), last_error: lastFailure?.error ?? null },
    retention_clock_hold: await readClockHold(db),
  };
}
