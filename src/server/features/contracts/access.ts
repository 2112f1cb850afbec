// Who may read or act on a contract through the public endpoints (docs/product.md §8): reading (the contract, its
// PDF and attachments) takes the buyer whose token belongs to this very contract (and, when the link names an email,
// to that email), or a company account's bearer token. Acting as the buyer (signing, the email code, the buyer's
// file) takes the buyer's own link only: a company account is never a buyer (docs/product.md §5.4,
// docs/decisions/024-only-the-buyer-signs.md). Anything else is 403, without saying whether the contract exists. A
// buyer's link to an archived or cancelled contract is 410: it worked once and never will again (docs/product.md §5.3).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { isCancelled } from '#shared/contract-lifecycle/index.ts';
import { normalizeEmail } from '#shared/identity/email.ts';
import { contractBuyers } from '#server/db/schema.ts';
import { forbidden, gone, notFound } from '#server/lib/errors.ts';
import { uuidParam } from '#server/lib/params.ts';
import { bearerToken } from '#server/lib/request-identity.ts';

import { CONTRACT_NOT_FOUND, getContract, type BuyerRow, type ContractAggregate } from './queries';
import { assertLinkNotExpired } from './signing-links/link-expiry';
import { tokenHash } from './signing-token';

const INVALID_LINK = 'El enlace de firma no es válido para este contrato.';
const LINK_ARCHIVED =
  'Este enlace de firma ya no está activo: el contrato se ha archivado. Si necesitas una copia, ponte en contacto con la empresa.';
const LINK_CANCELLED =
  'Este enlace de firma ya no está activo: el contrato ha sido anulado. Si tienes cualquier duda, ponte en contacto con la empresa.';
const ONLY_THE_BUYER =
  'Solo el comprador puede hacer esto, desde su propio enlace de firma: una cuenta de la empresa no actúa por un comprador.';
const MAX_TOKEN_LENGTH = 200;

export type BuyerAccess = { kind: 'buyer'; aggregate: ContractAggregate; buyer: BuyerRow };
export type ContractAccess = BuyerAccess | { kind: 'admin'; aggregate: ContractAggregate; buyer: null };

/** The signing token of the request: query `token`, or for buyer-sign the body field `token`. */
function requestToken(request: FastifyRequest): string | null {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.token;
  const fromBody = (request.body as Record<string, unknown> | null | undefined)?.token;
  const token = typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : fromBody;
  return typeof token === 'string' && token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

async function buyerOfToken(app: FastifyInstance, contractId: string, token: string): Promise<BuyerRow | null> {
  const [buyer] = await app.ctx.db
    .select()
    .from(contractBuyers)
    .where(eq(contractBuyers.tokenHash, tokenHash(token)));
  return buyer && buyer.contractId === contractId ? buyer : null;
}

const sameEmail = (a: string, b: string): boolean => normalizeEmail(a) === normalizeEmail(b);

/** The `email` of the signing link, when the request repeats it (query string). */
function linkEmail(request: FastifyRequest): string | null {
  const email = (request.query as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
}

/** 410 for a buyer's link once the contract is archived or cancelled; the administrator still gets in. */
export function assertLinkActive(contract: ContractAggregate['contract']): void {
  if (contract.archivedAt !== null) throw gone(LINK_ARCHIVED, 'link_archived');
  if (isCancelled(contract.status)) throw gone(LINK_CANCELLED, 'link_cancelled');
}

/** The `:id` of the path when it is a well-formed id; null otherwise (no token can match it). */
function contractIdOf(request: FastifyRequest): string | null {
  try {
    return uuidParam(request.params, 'id');
  } catch {
    return null;
  }
}

/** The buyer of the request's signing link (token, and the link's email when it repeats it), or null. */
async function buyerOfLink(app: FastifyInstance, request: FastifyRequest): Promise<BuyerAccess | null> {
  const contractId = contractIdOf(request);
  const token = requestToken(request);
  const buyer = contractId && token ? await buyerOfToken(app, contractId, token) : null;
  if (!contractId || !buyer) return null;
  // A token is one buyer's: shown with another buyer's (or anyone's) email it opens nothing.
  const email = linkEmail(request);
  if (email !== null && !sameEmail(email, buyer.email)) throw forbidden(INVALID_LINK);
  const aggregate = await getContract(app.ctx.db, contractId);
  assertLinkActive(aggregate.contract);
  // Re-read from the aggregate so the row is as fresh as the rest of it.
  const fresh = aggregate.buyers.find((b) => b.id === buyer.id) ?? buyer;
  await assertLinkNotExpired(app.ctx.db, aggregate.contract, fresh, app.ctx.now());
  return { kind: 'buyer', aggregate, buyer: fresh };
}

/**
 * Reading a contract, its PDF or attachments: the buyer's link or a company account's bearer token. Checked before
 * anything else, so a stranger learns nothing, not even whether the contract exists.
 */
export async function resolveContractAccess(app: FastifyInstance, request: FastifyRequest): Promise<ContractAccess> {
  const buyer = await buyerOfLink(app, request);
  if (buyer) return buyer;
  const contractId = contractIdOf(request);
  const user = await app.optionalUser(request);
  if (!user?.isAdmin) throw forbidden(INVALID_LINK);
  if (!contractId) throw notFound(CONTRACT_NOT_FOUND);
  return { kind: 'admin', aggregate: await getContract(app.ctx.db, contractId), buyer: null };
}

/**
 * Acting as the buyer (buyer-sign, the email code, the buyer's file): the buyer's own link and nothing else. A request
 * carrying a company account's bearer token is refused before anything is read or recorded, even with a valid link:
 * whatever a company account does is the company's act, never the buyer's (docs/product.md §5.4).
 */
export async function resolveBuyerAccess(app: FastifyInstance, request: FastifyRequest): Promise<BuyerAccess> {
  if (bearerToken(request) !== null) throw forbidden(ONLY_THE_BUYER);
  const buyer = await buyerOfLink(app, request);
  if (!buyer) throw forbidden(INVALID_LINK);
  return buyer;
}

/**
 * Who signs through buyer-sign: the buyer of the token, who may not sign in someone else's name (a body naming
 * another buyer is refused, not silently signed as the token's buyer).
 */
export function signingBuyer(access: BuyerAccess, signerEmail: string | undefined): BuyerRow {
  const named = normalizeEmail(signerEmail ?? '');
  if (named !== '' && !sameEmail(named, access.buyer.email)) throw forbidden(INVALID_LINK);
  return access.buyer;
}
