import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { cancelContractSchema } from '#shared/schemas/index.ts';
import { mailPreviewResponseSchema } from '#shared/schemas/mail-preview-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { cancelContract } from '../cancel-contract';
import { cancelInputOf } from '../cancel-input';
import { originOf } from '../events';
import { previewContractMails } from '../preview-mails';
import type { ContractViews } from './contract-views';
import { contractParams, tags } from './route-schemas';

export function previewCancelRoute(app: FastifyInstance, views: ContractViews) {
  const { db } = app.ctx;
  const { linkOf } = views;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/contracts/:id/cancel/preview',
    {
      schema: {
        tags,
        summary: 'Lo que recibiría cada comprador al anular, sin anular',
        description:
          'El mismo cuerpo y las mismas comprobaciones que POST …/cancel, pero no anula ni envía nada: devuelve el aviso que ' +
          'recibiría cada comprador que tiene un enlace, en su idioma.',
        params: contractParams,
        body: cancelContractSchema,
        response: { 200: mailPreviewResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const input = cancelInputOf(request.body);
      const now = app.ctx.now();
      reply.header('cache-control', 'no-store');
      return previewContractMails(db, id, 'contract_cancelled', (tx) =>
        cancelContract(tx, actor, originOf(request, actor.name), id, input, now, linkOf),
      );
    },
  );
}
