import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { buyerFileReadingQuerySchema } from '#shared/schemas/buyer-file-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, fileResponse } from '#server/lib/route-schemas.ts';
import { sendFile } from '#server/lib/send-file.ts';

import { buyerFileDocument } from '../view-buyer-file';
import { BASE, documentParams, tags } from './route-schemas';

export function downloadDocumentRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${BASE}/documents/:documentId`,
    {
      schema: {
        tags,
        summary: 'Descargar un documento de identidad del expediente',
        description: 'Pasados 5 años desde el fin de la relación, solo con ?reason= (409 sin él).',
        params: documentParams,
        querystring: buyerFileReadingQuerySchema,
        response: {
          200: fileResponse('application/octet-stream', 'El documento, con su tipo'),
          ...errors(401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { id, buyerId, documentId } = request.params;
      const { filename, file } = await buyerFileDocument(
        app.ctx.db,
        actorOf(request),
        { contractId: id, buyerId, documentId, reason: request.query.reason },
        app.ctx.now(),
      );
      return sendFile(reply, file.data, file.contentType, filename);
    },
  );
}
