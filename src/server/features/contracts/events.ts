import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { contractEvents } from '../../db/schema';

/** Who caused an event and from where: IP (request.ip honours TRUST_PROXY) and browser. */
export type RequestOrigin = { actor: string; ip: string | null; userAgent: string | null };

const MAX_USER_AGENT = 500;

export function originOf(request: FastifyRequest, actor: string): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { actor, ip: request.ip ?? null, userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null };
}

export type ContractEventName =
  | 'created'
  | 'admin_signed'
  | 'emails_sent'
  | 'viewed'
  | 'buyer_signed'
  | 'signed'
  | 'final_document_sent'
  | 'archived'
  | 'cancelled'
  // docs/product.md §5.4 and §5.5: the seal, the emailed code, reminders and re-sent links.
  | 'sealed'
  | 'seal_pending'
  | 'email_code_sent'
  | 'email_code_verified'
  | 'reminder_sent'
  | 'link_resent';

/** One row of the contract's audit trail; call it inside the transaction of the change it records. */
export async function recordContractEvent(
  db: Executor,
  contractId: string,
  event: ContractEventName,
  origin: RequestOrigin,
  extra: { buyerId?: number; details?: Record<string, unknown> } = {},
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
