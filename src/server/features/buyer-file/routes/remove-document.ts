import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { adminBuyerFileResponseSchema, removeDocumentSchema } from '#shared/schemas/buyer-file-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { removeBuyerFileDocument } from '../remove-buyer-file-document';
import type { BuyerFileChanges } from './file-changes';
import { BASE, documentParams, tags } from './route-schemas';

export function removeDocumentRoute(app: FastifyInstance, { change }: BuyerFileChanges) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    `${BASE}/documents/:documentId`,
    {
      schema: {
        tags,
        summary: 'Retirar un documento del expediente, con el motivo (propietarios)',
        description:
          'Ilegible, de otra persona o sustituido por uno nuevo: deja de contar, pero su fila, su huella y el motivo se conservan en el registro de auditoría.',
        params: documentParams,
        body: removeDocumentSchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      change(request, reply, ({ contract, buyer, actor, now }) =>
        removeBuyerFileDocument(
          app.ctx.db,
          actor,
          contract,
          { buyerId: buyer.id, documentId: request.params.documentId, reason: request.body.reason },
          now,
        ),
      ),
  );
}
