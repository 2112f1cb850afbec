import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SystemStatusDto } from '../../../shared/api/api-types';
import { mailOutbox } from '../../db/schema';
import { readMeta } from '../../lib/app-meta';

export const LAST_BACKUP_KEY = 'last_backup_at';

/** The dashboard's system box: version, database, last backup, and mail that is stuck. */
export async function adminSystemRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get('/api/cms/system', async (): Promise<SystemStatusDto> => {
    const [pending] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    const [failed] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
    const [lastFailure] = await db
      .select({ error: mailOutbox.lastError })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'failed'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return {
      version: app.ctx.version,
      database: app.ctx.database.kind,
      last_backup_at: (await readMeta(db, LAST_BACKUP_KEY)) ?? null,
      mail: { pending: Number(pending?.n ?? 0), failed: Number(failed?.n ?? 0), last_error: lastFailure?.error ?? null },
    };
  });
}
