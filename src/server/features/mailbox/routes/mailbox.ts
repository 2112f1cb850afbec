import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { mailboxStatusSchema } from '#shared/schemas/enquiry-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { mailboxStatus } from '../mailbox-status';
import { tags } from './route-schemas';

export function mailboxRoute(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/mailbox',
    {
      schema: {
        tags,
        summary: 'Estado del buzón: desde cuándo falla y los mensajes que no se pudieron leer',
        response: { 200: mailboxStatusSchema, ...errors(401) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return mailboxStatus(db, config);
    },
  );
}
