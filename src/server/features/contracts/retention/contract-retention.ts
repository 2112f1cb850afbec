import { and, eq, gt, isNotNull } from 'drizzle-orm';

import { formatDate } from '#shared/format/dates.ts';
import {
  contractRetention,
  isBlockedAt,
  type ContractRetention,
  type RetentionFacts,
} from '#shared/retention/contract-retention.ts';
import type { Executor } from '#server/db/client.ts';
import { contractBuyers, contractLegalAccess, contracts } from '#server/db/schema.ts';
import { installationMode } from '#server/features/settings/index.ts';
import { AppError } from '#server/lib/errors.ts';

import type { ContractRow } from '../queries';

// A contract's retention read from its rows (docs/product.md#contract-retention, decision 046): the pure rule is in
// src/shared/retention; this reads its facts and says whether, here and now, the contract is blocked.

export type ContractRetentionFacts = Pick<
  ContractRow,
  'status' | 'cancelledAt' | 'lapsedAt' | 'archivedAt' | 'outcome' | 'updatedAt'
>;

export const retentionFacts = (contract: ContractRetentionFacts, anyBuyerSigned: boolean): RetentionFacts => ({
  status: contract.status,
  anyBuyerSigned,
  cancelledAt: contract.cancelledAt,
  lapsedAt: contract.lapsedAt,
  archivedAt: contract.archivedAt,
  outcomeDate: typeof contract.outcome?.date === 'string' ? contract.outcome.date : null,
  updatedAt: contract.updatedAt,
});

export async function anyBuyerSigned(db: Executor, contractId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contractBuyers.id })
    .from(contractBuyers)
    .where(and(eq(contractBuyers.contractId, contractId), isNotNull(contractBuyers.signedAt)))
    .limit(1);
  return row !== undefined;
}

export async function retentionOf(db: Executor, contract: ContractRetentionFacts & Pick<ContractRow, 'id'>) {
  return contractRetention(retentionFacts(contract, await anyBuyerSigned(db, contract.id)));
}

export type BlockedState = { contract: ContractRow; retention: ContractRetention };

/**
 * The contract, when it is blocked now: a live installation (in test mode the specification's flows run unchanged)
 * and E reached. Null when it is not blocked or does not exist.
 */
export async function blockedContract(db: Executor, contractId: string, now: Date): Promise<BlockedState | null> {
  // Asked before every contract and payment route: a test-mode installation (a fresh install) blocks nothing, so it
  // is told so by the one settings row, without reading the contract and its ending events.
  if (!(await installationMode(db)).live) return null;
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  if (!contract) return null;
  const retention = await retentionOf(db, contract);
  if (!isBlockedAt(retention, now)) return null;
  return { contract, retention };
}

/** Whether this person holds an open legal access to the contract (granted for a reason, audited, one hour). */
export async function hasLegalAccess(
  db: Executor,
  contractId: string,
  userId: number | undefined,
  now: Date,
): Promise<boolean> {
  if (userId === undefined) return false;
  const [row] = await db
    .select({ id: contractLegalAccess.id })
    .from(contractLegalAccess)
    .where(
      and(
        eq(contractLegalAccess.contractId, contractId),
        eq(contractLegalAccess.userId, userId),
        gt(contractLegalAccess.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** 423 for any change to a blocked contract, in Spanish. */
export const contractLocked = (state: BlockedState) =>
  new AppError(
    423,
    'contract_blocked',
    `Este contrato está bloqueado por conservación desde el ${formatDate(state.retention.blockedFrom)}: ya no se ` +
      'puede modificar. Un propietario puede consultarlo con «Abrir con motivo legal».',
  );

/** 423 for a reading of a blocked contract without a legal access. */
export const contractClosed = (state: BlockedState) =>
  new AppError(
    423,
    'contract_blocked',
    `Este contrato está bloqueado por conservación desde el ${formatDate(state.retention.blockedFrom)}: solo un ` +
      'propietario lo consulta, con «Abrir con motivo legal».',
  );

/** What a blocked contract answers to an owner without a legal access: that it exists, and its retention. */
export function blockedStub(state: BlockedState) {
  const { contract, retention } = state;
  return {
    id: contract.id,
    status: contract.status,
    contract_type: contract.contractType,
    created_at: contract.createdAt.toISOString(),
    relationship_ended_at: retention.endedAt!.toISOString(),
    blocked: true as const,
    retention: {
      blocked_from: retention.blockedFrom!.toISOString(),
      delete_at: retention.deleteAt!.toISOString(),
      legal_hold: contract.legalHoldAt !== null,
      legal_hold_reason: contract.legalHoldReason,
    },
  };
}
