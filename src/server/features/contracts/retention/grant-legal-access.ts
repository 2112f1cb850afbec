import { eq } from 'drizzle-orm';

import { LEGAL_ACCESS_MINUTES } from '#shared/retention/contract-retention.ts';
import type { Database } from '#server/db/client.ts';
import { contractLegalAccess, contracts } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, notFound } from '#server/lib/errors.ts';

import { CONTRACT_NOT_FOUND } from '../queries';
import { blockedContract } from './contract-retention';

const NOT_BLOCKED = 'Este contrato no está bloqueado por conservación: se consulta sin motivo legal.';

/**
 * An owner opens a blocked contract for a legal reason: the access and its reason are on the record, and it lasts
 * LEGAL_ACCESS_MINUTES for that person alone (docs/product.md, retention).
 */
export async function grantLegalAccess(
  db: Database,
  actor: Actor & { userId: number },
  contractId: string,
  reason: string,
  now: Date,
): Promise<Date> {
  const state = await blockedContract(db, contractId, now);
  if (!state) {
    const [exists] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
    throw exists ? conflict(NOT_BLOCKED, 'contract_not_blocked') : notFound(CONTRACT_NOT_FOUND);
  }
  const expiresAt = new Date(now.getTime() + LEGAL_ACCESS_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx.insert(contractLegalAccess).values({
      contractId,
      userId: actor.userId,
      actor: actor.name,
      reason,
      grantedAt: now,
      expiresAt,
    });
    await recordAudit(tx, actor, 'legal_access', 'contract', contractId, {
      reason,
      expires_at: expiresAt.toISOString(),
    });
  });
  return expiresAt;
}
