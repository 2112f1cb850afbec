import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** PostgreSQL text cannot hold U+0000 and no user text needs it: drop it from every JSON string. */
export function stripNullBytes(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(stripNullBytes);
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) (value as Record<string, unknown>)[key] = stripNullBytes(inner);
  }
  return value;
}

export default fp(async function nullBytes(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = stripNullBytes(request.body);
  });
});
