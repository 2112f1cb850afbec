import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { notFound } from '#server/lib/errors.ts';
import { errors, fileResponse, numericIdParams } from '#server/lib/route-schemas.ts';
import { loadFile } from '#server/lib/storage.ts';

import { findViewing, VIEWING_NOT_FOUND } from '../queries';
import { tags } from './route-schemas';

export function viewingSheetPdfRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/viewings/:id/sheet.pdf',
    {
      schema: {
        tags,
        summary: 'El parte de visita firmado y sellado (PDF)',
        params: numericIdParams(VIEWING_NOT_FOUND),
        response: { 200: fileResponse('application/pdf', 'PDF sellado'), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const viewing = await findViewing(db, request.params.id);
      const file = viewing.sealedFileId ? await loadFile(db, viewing.sealedFileId) : undefined;
      if (!file) throw notFound('El parte de visita todavía no está firmado.');
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="parte-de-visita-${viewing.id}.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
}
