import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { pollResultSchema } from '#shared/schemas/enquiry-schema.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { AppError, conflict } from '#server/lib/errors.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { mailboxConfigured, pollMailbox } from '../poll-mailbox';
import { tags } from './route-schemas';

export const NO_MAILBOX = 'No hay buzón configurado: indica IMAP_URL (o la clave de la API de contactos de Fotocasa).';

export function pollMailboxRoute(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/mailbox/poll',
    {
      schema: {
        tags,
        summary: 'Leer ahora el buzón (y la API de contactos de Fotocasa)',
        description:
          'Archiva como contactos las consultas nuevas de los portales. Nada se borra ni se marca en el buzón; los mensajes que no se pueden leer se cuentan y se quedan allí.',
        response: { 200: pollResultSchema, ...errors(401, 403, 409, 502) },
      },
    },
    async (request) => {
      if (!mailboxConfigured(config)) throw conflict(NO_MAILBOX, 'mailbox_not_configured');
      const report = await pollMailbox({ db, config, now: app.ctx.now, log: request.log });
      await recordAudit(db, actorOf(request), 'poll', 'mailbox', null, {
        filed: report.filed,
        unreadable: report.unreadable,
      });
      if (report.errors.length > 0 && report.filed + report.unreadable + report.duplicate + report.ignored === 0) {
        throw new AppError(502, 'mailbox_unavailable', `No se pudo leer el buzón: ${report.errors.join('; ')}`);
      }
      return {
        filed: report.filed,
        unreadable: report.unreadable,
        duplicates: report.duplicate,
        ignored: report.ignored,
      };
    },
  );
}
