import type { FastifyInstance } from 'fastify';

import { INTL_LOCALE, localeOr } from '#shared/i18n/locales.ts';
import { buyerShell, sendBuyerPage } from '#server/lib/html/buyer-shell.ts';
import type { WebBundle } from '#server/lib/html/web-bundle.ts';

/**
 * /visita/{id}?token=…&lang=…: the visitor's page of a viewing (docs/product.md §4.2), drawn by its script from
 * GET /api/viewings/{id}; the shell says nothing about the viewing, so a wrong link learns nothing.
 */
export function registerVisitPage(app: FastifyInstance, bundle: WebBundle): void {
  app.get<{ Params: { id: string }; Querystring: { lang?: unknown } }>(
    '/visita/:id',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const lang = INTL_LOCALE[localeOr(request.query.lang)];
      return sendBuyerPage(reply.header('content-language', lang), buyerShell(bundle, 'viewing', { lang }));
    },
  );
}
