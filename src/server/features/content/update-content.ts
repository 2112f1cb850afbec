import { validateContentValue } from '../../../shared/site/content';
import type { Database } from '../../db/client';
import { siteContent } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { unprocessable } from '../../lib/errors';

export async function updateContent(db: Database, actor: Actor, key: string, value: string): Promise<void> {
  const problem = validateContentValue(key, value);
  if (problem) throw unprocessable(problem);
  await db.transaction(async (tx) => {
    await tx
      .insert(siteContent)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, actor, 'update', 'content', key);
  });
}
