import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { sanitizeJson } from '#server/lib/sanitize-json.ts';

/**
 * Some calls of docs/product.md §8 have an "empty body" (mark-as-paid, send-signature-emails); a client that
 * still labels it `application/json` must not get a 400 for that, so an empty JSON body reads as no
 * body at all. Anything else goes through Fastify's own parser, prototype-poisoning checks included, and
 * then loses its null bytes and is refused when absurdly deep (lib/sanitize-json.ts).
 */
export default fp(async function jsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) {
        done(error, undefined);
        return;
      }
      try {
        done(null, sanitizeJson(value));
      } catch (refusal) {
        done(refusal as Error, undefined);
      }
    });
  });
});
