import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { localeOr } from '#shared/i18n/locales.ts';

import { unsubscribeContact } from '../send-listing';
import { unsubscribePage } from '../unsubscribe-page';
import { contactOf, html, UNSUBSCRIBE_LIMIT, unsubscribeQuery } from './route-schemas';

export function unsubscribeRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/baja',
    { config: UNSUBSCRIBE_LIMIT, schema: { hide: true, querystring: unsubscribeQuery } },
    async (request, reply) => {
      const contact = await contactOf(app, request.query.c, request.query.s);
      html(reply);
      if (!contact) return reply.status(404).send(unsubscribePage('es', { invalid: true }));
      if (!contact.unsubscribedAt) await unsubscribeContact(db, contact.id, app.ctx.now());
      return unsubscribePage(localeOr(contact.locale), { done: true });
    },
  );
}
