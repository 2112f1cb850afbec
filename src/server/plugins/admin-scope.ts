import type { FastifyInstance } from 'fastify';

import { BEARER_SCHEME } from './api-schemas';

export type RouteModule = (app: FastifyInstance) => Promise<void>;

// Marks the encapsulated admin instance (and the feature plugins registered inside it, which inherit it).
const ADMIN_SCOPE = Symbol('casanova.adminScope');

/** True for routes registered inside the admin scope: the route table and its security test read it. */
export function isInAdminScope(instance: FastifyInstance): boolean {
  return (instance as unknown as Record<symbol, unknown>)[ADMIN_SCOPE] === true;
}

/**
 * Every admin route lives in this one encapsulated scope. Its `onRequest` hook checks the bearer token
 * before Fastify reads the body, so an anonymous request is refused with 401 without a single byte of
 * its body being parsed (an anonymous 100 MB upload costs nothing). See docs/product.md#7-security-and-operations.
 */
export function adminScope(modules: readonly RouteModule[]): RouteModule {
  return async function admin(app) {
    (app as unknown as Record<symbol, unknown>)[ADMIN_SCOPE] = true;
    app.addHook('onRequest', app.requireAdmin);
    // The API document says which routes need the administrator's bearer token.
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: [{ [BEARER_SCHEME]: [] }] };
    });
    for (const routes of modules) await app.register(routes);
  };
}
