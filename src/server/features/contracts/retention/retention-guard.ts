import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { payments } from '#server/db/schema.ts';
import { STAFF_FORBIDDEN } from '#server/features/people/index.ts';
import { forbidden } from '#server/lib/errors.ts';

import { blockedContract, contractClosed, contractLocked, hasLegalAccess } from './contract-retention';

// A contract blocked by retention (docs/product.md#contract-retention): in a live installation, from E, every route of
// that contract is read-only and for owners only. Staff get 403; a buyer's link 423; an owner's change 423; an owner's
// reading needs an open legal access (POST …/legal-access), except the contract itself, whose route answers a stub.

const CONTRACT_ROUTES = /^\/api\/(cms\/)?contracts\/:id(\/|$)/;
const PAYMENT_ROUTES = /^\/api\/payments\/:transaction_id(\/|$)/;
/** The routes that open or hold a blocked contract, and the contract itself (its handler answers the stub). */
const RETENTION_ROUTES = new Set(['/api/cms/contracts/:id/legal-access', '/api/cms/contracts/:id/legal-hold']);
const READS = new Set(['GET', 'HEAD']);
/** Anything else names no contract: the route answers it as it always did (a buyer's link 403, the admin 404). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function contractIdOf(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const url = request.routeOptions.url ?? '';
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (CONTRACT_ROUTES.test(url) && typeof params.id === 'string') return UUID.test(params.id) ? params.id : null;
  if (PAYMENT_ROUTES.test(url) && typeof params.transaction_id === 'string' && UUID.test(params.transaction_id)) {
    const [row] = await app.ctx.db
      .select({ contractId: payments.contractId })
      .from(payments)
      .where(eq(payments.transactionId, params.transaction_id));
    return row?.contractId ?? null;
  }
  return null;
}

export const retentionGuard = fp(async function retentionGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (RETENTION_ROUTES.has(url)) return;
    const contractId = await contractIdOf(app, request);
    if (contractId === null) return;
    const now = app.ctx.now();
    const state = await blockedContract(app.ctx.db, contractId, now);
    if (!state) return;
    const user = request.user;
    if (!user) throw contractClosed(state);
    if (user.role === 'staff') throw forbidden(STAFF_FORBIDDEN);
    if (!READS.has(request.method)) throw contractLocked(state);
    if (url === '/api/cms/contracts/:id') return;
    if (!(await hasLegalAccess(app.ctx.db, contractId, user.id, now))) throw contractClosed(state);
  });
});
