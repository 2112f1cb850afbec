import type { FastifyRequest } from 'fastify';

import type { Actor } from './audit';

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** Who the audit trail names for this request: the signed-in user, or "sistema". */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.user?.id ?? null, name: request.user?.username ?? 'sistema', ip: request.ip };
}
