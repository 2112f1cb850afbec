import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { AuthUser } from '#server/context.ts';
import { readAccessToken } from '#server/lib/access-token.ts';
import { forbidden, unauthorized } from '#server/lib/errors.ts';
import { bearerToken } from '#server/lib/request-identity.ts';
import { accountOfSession } from '#server/lib/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin scope's onRequest hook: a valid bearer token of an administrator, or 401/403. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The bearer token's user when present and valid, else null (never throws). */
    optionalUser: (request: FastifyRequest) => Promise<AuthUser | null>;
  }
  interface FastifyRequest {
    /** The server-side session of the request's bearer token, once checked. */
    sessionId?: string;
  }
}

/**
 * What a staff account may call: the people feature's rule (docs/product.md §4), handed in by app.ts so this
 * plugin does not reach into a feature.
 */
export type StaffAccess = {
  mayCall: (method: string, routeUrl: string, params: unknown) => boolean;
  /** The 403 message when it may not. */
  refusal: string;
};

export default fp(async function auth(app: FastifyInstance, { staffAccess }: { staffAccess: StaffAccess }) {
  async function resolveUser(request: FastifyRequest): Promise<AuthUser | null | 'invalid'> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await readAccessToken(app.ctx.jwtSecret, token);
    if (!claims) return 'invalid';
    // The token's session must still be open (logout, the account menu and a password change end it) and the token
    // of the account's current version (a password change or a deactivation bumps it). Sessions run on the machine's
    // clock, as the token's own expiry does.
    const row = await accountOfSession(app.ctx.db, claims.sessionId, claims.userId, new Date());
    if (!row || !row.active || row.tokenVersion !== claims.tokenVersion) return 'invalid';
    request.sessionId = claims.sessionId;
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      isAdmin: row.isAdmin,
      role: row.role === 'staff' ? 'staff' : 'owner',
    };
  }

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    if (user === null) throw unauthorized('No hay token de autorización');
    if (user === 'invalid') throw unauthorized('La sesión no es válida o ha caducado. Inicia sesión de nuevo.');
    if (!user.isAdmin) throw forbidden();
    // Staff may use properties, texts, contacts and drafts only (docs/product.md §4).
    if (user.role === 'staff' && !staffAccess.mayCall(request.method, request.routeOptions.url ?? '', request.params)) {
      throw forbidden(staffAccess.refusal);
    }
    request.user = user;
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    if (user === null || user === 'invalid') return null;
    request.user = user;
    return user;
  });
});
