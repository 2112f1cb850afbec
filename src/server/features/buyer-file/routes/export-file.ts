import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { buyerFileReadingQuerySchema } from '#shared/schemas/buyer-file-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, fileResponse } from '#server/lib/route-schemas.ts';
import { sendFile } from '#server/lib/send-file.ts';

import { exportBuyerFilePdf } from '../export-buyer-file-pdf';
import { BASE, fileParams, tags } from './route-schemas';

export function exportFileRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${BASE}/export.pdf`,
    {
      schema: {
        tags,
        summary: 'El expediente en PDF para el archivo de cumplimiento',
        description: 'Pasados 5 años desde el fin de la relación, solo con ?reason= (409 sin él).',
        params: fileParams,
        querystring: buyerFileReadingQuerySchema,
        response: { 200: fileResponse('application/pdf', 'El PDF'), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id, buyerId } = request.params;
      const pdf = await exportBuyerFilePdf(
        app.ctx.db,
        actorOf(request),
        id,
        buyerId,
        app.ctx.now(),
        request.query.reason,
      );
      return sendFile(reply, pdf, 'application/pdf', `expediente-${id.slice(0, 8)}-${buyerId}.pdf`);
    },
  );
}
