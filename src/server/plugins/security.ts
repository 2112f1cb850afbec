import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const PRIVATE_API = /^\/api\/(cms|auth|contracts|payments)\//;

/** Security headers with a CSP the app works under: own scripts only, YouTube embeds and thumbnails allowed. */
export default fp(async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
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
    hsts: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
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
