import type { FastifyInstance } from 'fastify';

import { isInAdminScope } from './admin-scope';

type RouteEntry = { method: string; url: string; requiresAdmin: boolean; bodyLimit?: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, with who may call it and its body limit (see plugins/route-table.ts). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route as it is registered: the method, the URL, whether it lives in the admin scope and
 * its body limit. The security matrix, the admin-scope checks and the API document's completeness are
 * derived from it, so a route added later is covered without anyone listing it. Registered on the root
 * instance before any route.
 */
export function recordRouteTable(app: FastifyInstance): void {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', function recordRoute(route) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // `this` is the instance the route is registered on: the admin scope or a public one.
    const requiresAdmin = isInAdminScope(this);
    for (const method of methods)
      routeTable.push({ method, url: route.url, requiresAdmin, bodyLimit: route.bodyLimit });
  });
}
