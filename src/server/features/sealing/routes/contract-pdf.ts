import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { contractRouteTags, linkAccess, READ_LIMIT, resolveContractAccess } from '#server/features/contracts/index.ts';
import { errors, fileResponse } from '#server/lib/route-schemas.ts';
import { sendFile } from '#server/lib/send-file.ts';

import { contractPdfBytes } from '../contract-pdf-file';
import { pdfFilename } from '../queue-signed-contract';
import { sealingOf } from '../seal-contract';

export function contractPdfRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/contracts/:id/pdf',
    {
      config: READ_LIMIT,
      schema: {
        tags: contractRouteTags,
        summary: 'PDF del contrato',
        description:
          'Firmado por todos: el PDF final sellado, siempre los mismos bytes. Antes: una vista previa marcada BORRADOR o PENDIENTE DE FIRMAS.',
        ...linkAccess,
        response: { 200: fileResponse('application/pdf', 'El PDF'), ...errors(403, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const { aggregate } = await resolveContractAccess(app, request);
      const pdf = await contractPdfBytes(db, aggregate, sealingOf(app.ctx));
      return sendFile(reply, pdf, 'application/pdf', pdfFilename(aggregate.contract.id));
    },
  );
}
