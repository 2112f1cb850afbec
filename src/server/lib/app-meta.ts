import { eq } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { appMeta } from '#server/db/schema.ts';

export async function readMeta(db: Executor, key: string): Promise<string | undefined> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value;
}

export async function writeMeta(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

/** First writer wins, so several instances starting together agree on one value. */
export async function readOrCreateMeta(
  db: Executor,
  key: string,
  create: () => string | Promise<string>,
): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key, value: await create() })
    .onConflictDoNothing();
  return (await readMeta(db, key))!;
}

/** When the last backup finished (ISO 8601): written by the backup, read by the dashboard, checklist and metrics. */
export const LAST_BACKUP_KEY = 'last_backup_at';
