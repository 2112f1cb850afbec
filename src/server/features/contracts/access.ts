// Who may read or sign a contract through the public endpoints (contract.md): the buyer whose token
// belongs to this very contract, or the administrator's bearer token. Anything else is 403, without
// saying whether the contract exists.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractBuyers } from '../../db/schema';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import { uuidParam } from '../../lib/params';
import { CONTRACT_NOT_FOUND, getContract, type BuyerRow, type ContractAggregate } from './queries';
import { tokenHash } from './signing-token';

export const INVALID_LINK = 'El enlace de firma no es válido para este contrato.';
export const NO_BUYER_FOR_LINK = 'No se encontró información del comprador para este enlace.';
const MAX_TOKEN_LENGTH = 200;

export type ContractAccess =
  | { kind: 'buyer'; aggregate: ContractAggregate; buyer: BuyerRow }
  | { kind: 'admin'; aggregate: ContractAggregate; buyer: null };

/** The signing token of the request: query `token`, or for buyer-sign the body field `token`. */
export function requestToken(request: FastifyRequest): string | null {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.token;
  const fromBody = (request.body as Record<string, unknown> | null | undefined)?.token;
  const token = typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : fromBody;
  return typeof token === 'string' && token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

async function buyerOfToken(app: FastifyInstance, contractId: string, token: string): Promise<BuyerRow | null> {
  const [buyer] = await app.ctx.db.select().from(contractBuyers).where(eq(contractBuyers.tokenHash, tokenHash(token)));
  return buyer && buyer.contractId === contractId ? buyer : null;
}

/** The `:id` of the path when it is a well-formed id; null otherwise (no token can match it). */
function contractIdOf(request: FastifyRequest): string | null {
  try {
    return uuidParam(request.params, 'id');
  } catch {
    return null;
  }
}

/** Checked before anything else, so a stranger learns nothing, not even whether the contract exists. */
export async function resolveContractAccess(app: FastifyInstance, request: FastifyRequest): Promise<ContractAccess> {
  const contractId = contractIdOf(request);
  const token = requestToken(request);
  const buyer = contractId && token ? await buyerOfToken(app, contractId, token) : null;
  if (contractId && buyer) {
    const aggregate = await getContract(app.ctx.db, contractId);
    // Re-read from the aggregate so the row is as fresh as the rest of it.
    return { kind: 'buyer', aggregate, buyer: aggregate.buyers.find((b) => b.id === buyer.id) ?? buyer };
  }
  const user = await app.optionalUser(request);
  if (!user?.isAdmin) throw forbidden(INVALID_LINK);
  if (!contractId) throw notFound(CONTRACT_NOT_FOUND);
  return { kind: 'admin', aggregate: await getContract(app.ctx.db, contractId), buyer: null };
}

/**
 * Who signs through buyer-sign: the buyer of the token, who may not sign in someone else's name (a
 * body naming another buyer is refused, not silently signed as the token's buyer); the administrator
 * names the buyer by email.
 */
export function signingBuyer(access: ContractAccess, signerEmail: string | undefined): BuyerRow {
  const named = signerEmail?.trim().toLowerCase() ?? '';
  if (access.kind === 'buyer') {
    if (named !== '' && named !== access.buyer.email.toLowerCase()) throw forbidden(INVALID_LINK);
    return access.buyer;
  }
  const buyer = access.aggregate.buyers.find((b) => b.email.toLowerCase() === named);
  if (!buyer) throw unprocessable(NO_BUYER_FOR_LINK, 'unknown_buyer');
  return buyer;
}
