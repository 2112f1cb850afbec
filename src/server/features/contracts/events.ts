import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { ContractEventDetails, ContractEventName } from '#shared/contract-lifecycle/index.ts';
import type { Executor } from '#server/db/client.ts';
import { contractEvents } from '#server/db/schema.ts';

/** Who caused an event and from where: IP (request.ip honours TRUST_PROXY) and browser. */
export type RequestOrigin = { actor: string; ip: string | null; userAgent: string | null };

const MAX_USER_AGENT = 500;

export function originOf(request: FastifyRequest, actor: string): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { actor, ip: request.ip ?? null, userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null };
}

export type { ContractEventName } from '#shared/contract-lifecycle/index.ts';

/**
 * One row of the contract's audit trail, with the details its event name promises (src/shared/contract-lifecycle);
 * call it inside the transaction of the change it records.
 */
export async function recordContractEvent<E extends ContractEventName>(
  db: Executor,
  contractId: string,
  event: E,
  origin: RequestOrigin,
  extra: { buyerId?: number; details?: ContractEventDetails[E] } = {},
): Promise<void> {
  await db.insert(contractEvents).values({
    contractId,
    event,
    actor: origin.actor,
    buyerId: extra.buyerId ?? null,
    ip: origin.ip,
    userAgent: origin.userAgent,
    details: extra.details ?? null,
  });
}

/** Whether the contract's audit trail has an `event` (e.g. `payment_links_sent`: the transfer details went out). */
export async function hasContractEvent(db: Executor, contractId: string, event: ContractEventName): Promise<boolean> {
  const [row] = await db
    .select({ id: contractEvents.id })
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.event, event)))
    .limit(1);
  return row !== undefined;
}
