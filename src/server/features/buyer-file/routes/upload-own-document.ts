import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { publicBuyerFileResponseSchema } from '#shared/schemas/buyer-file-schema.ts';
import {
  assertCanSign,
  buyerLanguage,
  resolveBuyerAccess,
  signingLinkQuery,
  signingParams,
} from '#server/features/contracts/index.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { addBuyerFileDocument } from '../add-buyer-file-document';
import { toPublicBuyerFileDto } from '../dto';
import { mailCompanyWhenAwaiting } from '../notify-file-decision';
import { findBuyerFile, isBuyerFileRequired, isComplete } from '../queries';
import { readIdentityDocumentUpload } from '../read-upload';
import { tags, UPLOAD_BODY_LIMIT, UPLOAD_DESCRIPTION, WRITE_LIMIT } from './route-schemas';

export function uploadOwnDocumentRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contracts/:id/buyer-file/documents',
    {
      config: WRITE_LIMIT,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Aportar el documento de identidad',
        description: `${UPLOAD_DESCRIPTION} Solo antes de firmar; el token va en la consulta.`,
        consumes: ['multipart/form-data'],
        params: signingParams,
        querystring: signingLinkQuery,
        response: { 201: publicBuyerFileResponseSchema, ...errors(403, 409, 410, 413, 415, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const access = await resolveBuyerAccess(app, request);
      const { buyer } = access;
      const { contract } = access.aggregate;
      assertCanSign(contract, buyer);
      const upload = await readIdentityDocumentUpload(request);
      const actor = { userId: null, name: buyer.email, ip: request.ip };
      const wasComplete = isComplete(await findBuyerFile(db, buyer.id), buyer.idType);
      const document = { ...upload, uploadedBy: 'buyer' as const, language: buyerLanguage(buyer) };
      const file = await addBuyerFileDocument(db, actor, contract, buyer.id, document, app.ctx.now());
      request.log.info(
        { contractId: contract.id, buyerOrder: buyer.buyerOrder, bytes: upload.data.length },
        'identity document uploaded',
      );
      await mailCompanyWhenAwaiting(db, contract, buyer, wasComplete, app.ctx.config.publicUrl);
      reply.status(201).header('cache-control', 'no-store');
      return toPublicBuyerFileDto(file, buyer.idType, await isBuyerFileRequired(db, contract));
    },
  );
}
