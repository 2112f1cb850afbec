import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { buyerSignResponseSchema } from '#shared/schemas/contract-schema.ts';
import { buyerSignSchema } from '#shared/schemas/index.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { resolveBuyerAccess, signingBuyer } from '../access';
import { assertCanSign, buyerSignContract } from '../buyer-sign-contract';
import { assertEmailCodeVerified } from '../email-code/require-email-code';
import { originOf } from '../events';
import { signingLinkQuery, signingParams } from '../route-schemas';
import { verifySignatureImage } from '../signature-image';
import { SIGN_LIMIT, tags } from './route-schemas';

export function buyerSignRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/contracts/:id/buyer-sign',
    {
      config: SIGN_LIMIT,
      schema: {
        tags,
        summary: 'Firma de un comprador',
        description:
          'Solo con el token del enlace del comprador (consulta o campo token) y su email: el token de una cuenta de la empresa, 403 sin registrar nada. signature_image: PNG en URL data: de una firma ' +
          'real, no en blanco. Una segunda firma del mismo comprador, 409. Con el ajuste del código por email, sin código confirmado en este navegador (la cookie que deja la confirmación), 403. ' +
          'Cuando el ajuste lo exige, sin documento de identidad y declaraciones del comprador (Ley 10/2010), 422.',
        params: signingParams,
        querystring: signingLinkQuery,
        body: buyerSignSchema,
        response: { 200: buyerSignResponseSchema, ...errors(403, 404, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const access = await resolveBuyerAccess(app, request);
      const input = request.body;
      const buyer = signingBuyer(access, input.signer_email);
      assertCanSign(access.aggregate.contract, buyer);
      await app.buyerFiles.assertReadyToSign(db, access.aggregate.contract, buyer);
      await assertEmailCodeVerified(db, access, {
        secret: app.ctx.jwtSecret,
        cookies: request.headers.cookie,
        now: app.ctx.now(),
      });
      const png = await verifySignatureImage(input.signature_image);
      const origin = originOf(request, buyer.email);
      const result = await buyerSignContract(db, origin, access.aggregate.contract.id, buyer.id, png, {
        now: app.ctx.now,
        fullySigned: app.contractFullySigned,
        paymentsDue: app.paymentsDue,
      });
      request.log.info(
        {
          contractId: access.aggregate.contract.id,
          buyerOrder: buyer.buyerOrder,
          allSigned: result.all_signed,
        },
        'contract signed by a buyer',
      );
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
