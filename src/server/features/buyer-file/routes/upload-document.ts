import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { adminBuyerFileResponseSchema } from '#shared/schemas/buyer-file-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { addBuyerFileDocument } from '../add-buyer-file-document';
import { readIdentityDocumentUpload } from '../read-upload';
import type { BuyerFileChanges } from './file-changes';
import { BASE, fileParams, tags, UPLOAD_BODY_LIMIT, UPLOAD_DESCRIPTION } from './route-schemas';

export function uploadDocumentRoute(app: FastifyInstance, { change }: BuyerFileChanges) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${BASE}/documents`,
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Aportar el documento de identidad del comprador',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: fileParams,
        response: { 201: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 413, 415, 422, 503) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return change(request, reply, async ({ contract, buyer, actor, now }) => {
        const upload = await readIdentityDocumentUpload(request);
        await addBuyerFileDocument(app.ctx.db, actor, contract, buyer.id, { ...upload, uploadedBy: 'admin' }, now);
      });
    },
  );
}
