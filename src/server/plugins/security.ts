import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

import { AFTER_PAINT_LOADER_HASH, EARLY_INPUT_SCRIPT_HASH } from '#server/lib/html/document.ts';

const PRIVATE_API = /^\/api\/(cms|auth|contracts|payments)\//;

/**
 * A CSP the app works under: own scripts (and the constant loader and press recorder of server-drawn pages) only,
 * YouTube embeds and thumbnails allowed.
 */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", AFTER_PAINT_LOADER_HASH, EARLY_INPUT_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Nothing from YouTube loads before the visitor clicks a video (docs/product.md §3): no thumbnails.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // HSTS only makes sense over TLS; set below when the request really is https.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet writes never depend on the request, so they are computed once at start (helmet
 * parses its whole configuration on every call) and copied onto each response: a public page pays a
 * few header assignments, not a CSP parse.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response, () => {});
  return headers;
}

export default fp(async function security(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // Anything answered to a credential (admin token or signing/payment link) is personal: never cached.
    if (!reply.hasHeader('cache-control') && (request.headers.authorization || PRIVATE_API.test(request.url))) {
      reply.header('cache-control', 'no-store');
    }
  });
});
