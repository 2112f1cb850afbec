import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { originOf } from '../events';
import { sendSignatureEmails } from '../send-signature-emails';
import type { ContractViews } from './contract-views';
import { contractParams, tags } from './route-schemas';

export function sendSignatureEmailsRoute(app: FastifyInstance, views: ContractViews) {
  const { db } = app.ctx;
  const { linkOf } = views;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/contracts/:id/send-signature-emails',
    {
      schema: {
        tags,
        summary: 'Enviar a cada comprador su enlace de firma',
        params: contractParams,
        response: { 200: z.object({ message: z.string(), sent: z.number().int() }), ...errors(401, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const sent = await sendSignatureEmails(db, actor, originOf(request, actor.name), id, linkOf, app.ctx.now());
      request.log.info({ contractId: id, recipients: sent }, 'signature emails queued');
      return { message: 'Emails de firma enviados exitosamente', sent };
    },
  );
}
