import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { localeOr } from '#shared/i18n/locales.ts';

import { unsubscribePage } from '../unsubscribe-page';
import { contactOf, html, UNSUBSCRIBE_LIMIT, unsubscribeQuery } from './route-schemas';

export function unsubscribePageRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/baja',
    { config: UNSUBSCRIBE_LIMIT, schema: { hide: true, querystring: unsubscribeQuery } },
    async (request, reply) => {
      const contact = await contactOf(app, request.query.c, request.query.s);
      html(reply);
      if (!contact) return reply.status(404).send(unsubscribePage('es', { invalid: true }));
      const locale = localeOr(contact.locale);
      if (contact.unsubscribedAt) return unsubscribePage(locale, { done: true });
      return unsubscribePage(locale, {
        email: contact.email,
        action: `/baja?c=${contact.id}&s=${encodeURIComponent(request.query.s!)}`,
      });
    },
  );
}
