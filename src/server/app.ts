import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { CONNECTION_IDLE_TIMEOUT_MS, DEFAULT_BODY_LIMIT, MAX_FILE_BYTES, REQUEST_TIMEOUT_MS } from './app-limits';
import type { Config } from './config';
import type { AppContext } from './context';
import { publicContentVersion } from './db/schema';
import { buyerFileChecks } from './features/buyer-file/index';
import { retentionGuard } from './features/contracts/retention/retention-guard';
import { registerSigningPage } from './features/contracts/signing-page';
import metrics from './features/metrics/routes';
import { sendPaymentLinksIfDue } from './features/payments/index';
import { registerPaymentPage } from './features/payments/payment-page';
import { STAFF_FORBIDDEN, staffMayCall } from './features/people';
import { contractFullySigned } from './features/sealing/index';
import { registerPublicPages } from './features/site/routes';
import { assertLiveCanSign } from './features/system/live-gate';
import { registerVisitPage } from './features/viewings/visit-page';
import { createHealthMonitor, type HealthMonitor, type HealthMonitorOptions } from './lib/health-monitor';
import type { WebBundle } from './lib/html/web-bundle';
import { ContentVersion } from './lib/public-cache/content-version';
import { PublicCache } from './lib/public-cache/public-cache';
import { adminScope } from './plugins/admin-scope';
import apiSchemas from './plugins/api-schemas';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import jsonBody from './plugins/json-body';
import { recordRouteTable } from './plugins/route-table';
import security from './plugins/security';
import { webApp } from './plugins/web-app';
import { adminRouteModules, publicRouteModules } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
    /** The periodic write probe behind /api/health (lib/health-monitor.ts). */
    health: HealthMonitor;
  }
}

export type BuildAppOptions = {
  context: AppContext;
  /** A pino logger (see lib/logger.ts); tests run without one. */
  logger?: FastifyBaseLogger;
  /** The built web app (`loadWebBundle()`); without it the server answers the API only. Registered last. */
  web?: WebBundle;
  /** How often the health monitor tries a write (default 5 s; tests use less). */
  healthProbeIntervalMs?: number;
  /** Overrides of the health monitor (tests: the free-space reading, the disk-full hold). */
  health?: Pick<HealthMonitorOptions, 'freeBytes' | 'diskFullHoldMs'>;
  /** How long a request may take to arrive whole (default REQUEST_TIMEOUT_MS; tests use less). */
  requestTimeoutMs?: number;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: trustedProxies(options.context.config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    requestTimeout,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    // Node only enforces these when given at the server's creation, with the headers' deadline no later than the
    // request's; it looks for overdue requests every 30 s by default: a few seconds keeps the cut near the limit.
    http: {
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(5_000, requestTimeout / 2),
    },
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('ctx', options.context);
  app.decorate('signingGate', (signerEmail: string | null) => assertLiveCanSign(options.context, signerEmail));
  const paymentLinkSigner = { publicUrl: options.context.config.publicUrl, secret: options.context.jwtSecret };
  app.decorate('paymentsDue', (tx, contractId, origin, now) =>
    sendPaymentLinksIfDue(tx, paymentLinkSigner, contractId, origin, now),
  );
  app.decorate('buyerFiles', buyerFileChecks(app));
  app.decorate('contractFullySigned', contractFullySigned(app));
  recordRouteTable(app);

  // During a graceful shutdown, in-flight requests finish but their keep-alive sockets must not
  // hold the server open: answer them with `Connection: close`.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const health = createHealthMonitor(options.context.db, {
    intervalMs: options.healthProbeIntervalMs,
    log: app.log,
    dataDir: options.context.config.dataDir,
    minFreeBytes: options.context.config.diskFreeMinBytes,
    ...options.health,
  });
  app.decorate('health', health);
  app.addHook('onReady', async () => health.start());
  app.addHook('onClose', async () => health.stop());

  // Public reads are built once per content version (docs/product.md §7, public caches); a write
  // through this instance makes the next public read check the shared version at once.
  const publicCache = new PublicCache(new ContentVersion(() => readPublicContentVersion(options.context)));
  app.decorate('publicCache', publicCache);
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) publicCache.markStale();
  });

  await app.register(errorHandler);
  await app.register(apiSchemas);
  await app.register(jsonBody);
  await app.register(security);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      detail: `Demasiadas peticiones. Vuelve a intentarlo en ${Math.ceil(context.ttl / 1000)} segundos.`,
    }),
  });
  // No multipart file may exceed the 10 MB rule of docs/product.md §10, whatever its route asks for.
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 20 } });
  // Node's brotli default is quality 11, far too slow for per-request HTML and JSON; 4 compresses
  // nearly as well at a fraction of the CPU.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(authPlugin, { staffAccess: { mayCall: staffMayCall, refusal: STAFF_FORBIDDEN } });
  await app.register(metrics);
  // A contract blocked by retention is read-only and for owners only (docs/product.md#contract-retention).
  await app.register(retentionGuard);

  for (const routes of publicRouteModules) await app.register(routes);
  await app.register(adminScope(adminRouteModules));
  if (options.web) {
    const bundle = options.web;
    await app.register(webApp, { bundle, publicUrl: options.context.config.publicUrl });
    await app.register(fp((instance) => registerPublicPages(instance, bundle)));
    await app.register(fp((instance) => registerSigningPage(instance, bundle)));
    await app.register(fp((instance) => registerPaymentPage(instance, bundle)));
    await app.register(fp((instance) => registerVisitPage(instance, bundle)));
  }
  return app;
}

/**
 * Fastify ignores a bare hop count (it cannot tell a proxy from a client that connects directly): with a count, the
 * client address is the one the `hops`-th proxy from us saw, so the app must only be reachable through the proxies
 * (README, deployment). Addresses and ranges are checked hop by hop by Fastify itself.
 */
function trustedProxies(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

async function readPublicContentVersion(context: AppContext): Promise<number> {
  const [row] = await context.db
    .select({ version: publicContentVersion.version })
    .from(publicContentVersion)
    .where(eq(publicContentVersion.id, 1));
  return row?.version ?? 0;
}
