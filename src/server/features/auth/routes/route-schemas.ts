import type { FastifyRequest } from 'fastify';

import { actorOf } from '#server/lib/request-identity.ts';

export const tags = ['Autenticación'];

export const RESET_LIMIT = { rateLimit: { max: 30, timeWindow: '15 minutes' } };

/** The request's own account and session: the admin scope checked the token before the handler runs. */
export const who = (request: FastifyRequest) => ({
  ...actorOf(request),
  userId: request.user!.id,
  sessionId: request.sessionId!,
});
