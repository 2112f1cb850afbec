import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { notFound } from '#server/lib/errors.ts';
import { errors, fileResponse } from '#server/lib/route-schemas.ts';
import { sendFile } from '#server/lib/send-file.ts';
import { loadFile } from '#server/lib/storage.ts';

import { resolveContractAccess } from '../access';
import { signingLinkQuery, signingParams } from '../route-schemas';
import { ATTACHMENT_NOT_FOUND, READ_LIMIT, tags } from './route-schemas';

export function contractAttachmentRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/contracts/:id/attachments/:index',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'Descargar un adjunto del contrato',
        params: signingParams.extend({
          index: z.coerce
            .number({ error: ATTACHMENT_NOT_FOUND })
            .int({ error: ATTACHMENT_NOT_FOUND })
            .min(0, { error: ATTACHMENT_NOT_FOUND })
            .max(1000, { error: ATTACHMENT_NOT_FOUND })
            .describe('Posición del adjunto, desde 0'),
        }),
        querystring: signingLinkQuery,
        response: {
          200: fileResponse('application/octet-stream', 'El archivo, con su tipo'),
          ...errors(403, 404, 410, 429),
        },
      },
    },
    async (request, reply) => {
      const { aggregate } = await resolveContractAccess(app, request);
      const attachment = aggregate.attachments.find((a) => a.position === request.params.index);
      const file = attachment ? await loadFile(db, attachment.fileId) : undefined;
      if (!attachment || !file) throw notFound(ATTACHMENT_NOT_FOUND);
      return sendFile(reply, file.data, attachment.contentType, attachment.filename);
    },
  );
}
