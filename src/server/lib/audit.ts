import type { AuditAction, AuditEntity } from '#shared/audit-log/actions.ts';
import type { Executor } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

export type Actor = { userId: number | null; name: string; ip: string | null };

/** One row per admin mutation; call it in the mutation's own transaction. */
export async function recordAudit(
  db: Executor,
  actor: Actor,
  action: AuditAction,
  entity: AuditEntity,
  entityId: string | number | null,
  details?: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.userId,
    actor: actor.name,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    ip: actor.ip,
    details,
  });
}
