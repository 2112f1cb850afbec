import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { unauthorized } from '#server/lib/errors.ts';
import { bearerToken } from '#server/lib/request-identity.ts';

import { createMetrics } from './registry';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus text format, for METRICS_TOKEN's bearer only. Without METRICS_TOKEN the route does not
 * exist (404) and no request is measured; a missing or wrong token is a 401 (docs/product.md#7-security-and-operations).
 */
export default fp(async function metricsRoutes(app: FastifyInstance) {
  const token = app.ctx.config.metricsToken;
  if (!token) return;
  const { registry, observeRequest } = createMetrics(app);
  // A plugin without encapsulation, registered before the routes: every route of the app is measured.
  app.addHook('onResponse', (request, reply, done) => {
    observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (request, reply) => {
    const given = bearerToken(request);
    if (!given || !timingSafeEqual(digest(given), digest(token))) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized('Token de métricas no válido.');
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
});
