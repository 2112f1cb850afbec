import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { adminScope, isInAdminScope } from './plugins/admin-scope';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/error-handler';
import jsonBody from './plugins/json-body';
import security from './plugins/security';
import stripNullBytes from './plugins/strip-null-bytes';
import { adminRouteModules, publicRouteModules } from './routes';
import { DEFAULT_BODY_LIMIT } from './app-limits';
import { ReadCache } from './lib/read-cache';


export type RouteEntry = { method: string; url: string; requiresAdmin: boolean; bodyLimit?: number };

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
    readCache: ReadCache;
  }
}

export type BuildAppOptions = {
  context: AppContext;
  /** A pino logger (see lib/logger.ts); tests run without one. */
  logger?: FastifyBaseLogger;
  /** Registered last: serves the built web app and server-rendered pages. */
  web?: (app: FastifyInstance) => Promise<void>;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: options.context.config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.decorate('ctx', options.context);
  // The route table, for the security matrix test: every route added later is covered automatically.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', function recordRoute(route) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // `this` is the instance the route is registered on: the admin scope or a public one.
    const requiresAdmin = isInAdminScope(this);
    for (const method of methods) routeTable.push({ method, url: route.url, requiresAdmin, bodyLimit: route.bodyLimit });
  });

  // During a graceful shutdown, in-flight requests finish but their keep-alive sockets must not
  // hold the server open: answer them with `Connection: close`.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // Public reads are memoised briefly; any successful admin write clears them at once.
  const readCache = new ReadCache(2_000);
  app.decorate('readCache', readCache);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/cms/') && reply.statusCode < 400) readCache.clear();
  });

  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(security);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      detail: `Demasiadas peticiones. Vuelve a intentarlo en ${Math.ceil(context.ttl / 1000)} segundos.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 20 } });
  // Node's brotli default is quality 11, far too slow for per-request HTML and JSON; 4 compresses
  // nearly as well at a fraction of the CPU.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(stripNullBytes);
  await app.register(authPlugin);

  for (const routes of publicRouteModules) await app.register(routes);
  await app.register(adminScope(adminRouteModules));
  if (options.web) await app.register(options.web);
  return app;
}
