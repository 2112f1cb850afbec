import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { EMAIL_CODE_FORMAT_MESSAGE, isEmailCodeFormat, normalizeEmailCode } from '#shared/api/signing-code-dtos.ts';
import { emailCodeSentResponseSchema, emailCodeStatusResponseSchema } from '#shared/schemas/signing-schemas.ts';
import { resolveBuyerAccess } from '#server/features/contracts/access.ts';
import { originOf } from '#server/features/contracts/events.ts';
import { signingLinkQuery, signingParams } from '#server/features/contracts/route-schemas.ts';
import { signingPurposeOf } from '#server/features/contracts/termination/awaiting-buyer.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { proofCookieName, VERIFIED_VALIDITY_MS } from './email-codes';
import { readEmailCodeStatus } from './read-email-code-status';
import { requestEmailCode } from './request-email-code';
import { verifyEmailCode } from './verify-email-code';

// Per address, on top of the per-buyer limits of the use cases.
const READ_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const SEND_LIMIT = { rateLimit: { max: 10, timeWindow: '10 minutes' } };
const VERIFY_LIMIT = { rateLimit: { max: 30, timeWindow: '10 minutes' } };
const tags = ['Contratos'];

const tokenBody = z.object({ token: z.string().optional().describe('Token del enlace (también vale en la consulta)') });
const verifyBody = z.object(
  {
    code: z
      .string({ error: EMAIL_CODE_FORMAT_MESSAGE })
      .max(20, EMAIL_CODE_FORMAT_MESSAGE)
      .refine(isEmailCodeFormat, EMAIL_CODE_FORMAT_MESSAGE),
    token: z.string().optional(),
  },
  { error: EMAIL_CODE_FORMAT_MESSAGE },
);

/** The email code before signing (docs/product.md §5.4): the buyer's own link only, never a company account. */
export async function publicSigningCodeRoutes(app: FastifyInstance) {
  const { db, jwtSecret } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/contracts/:id/email-code',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'Si el comprador debe confirmar un código por email antes de firmar',
        params: signingParams,
        querystring: signingLinkQuery,
        response: { 200: emailCodeStatusResponseSchema, ...errors(403, 410, 429) },
      },
    },
    async (request, reply) => {
      const status = await readEmailCodeStatus(app, request);
      reply.header('cache-control', 'no-store');
      return status;
    },
  );

  api.post(
    '/api/contracts/:id/email-code',
    {
      config: SEND_LIMIT,
      schema: {
        tags,
        summary: 'Enviar al comprador un código de 6 cifras',
        description: 'Válido 10 minutos y 5 intentos; como mucho uno por minuto y cinco por hora y comprador.',
        params: signingParams,
        querystring: signingLinkQuery,
        body: tokenBody.optional(),
        response: { 200: emailCodeSentResponseSchema, ...errors(403, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const access = await resolveBuyerAccess(app, request);
      // The contract, or once signed, its termination agreement (docs/product.md#mutual-agreement).
      const purpose = await signingPurposeOf(db, access, app.ctx.now());
      const origin = originOf(request, access.buyer.email);
      const sent = await requestEmailCode(
        db,
        jwtSecret,
        access.aggregate.contract,
        access.buyer,
        origin,
        app.ctx.now(),
        purpose,
      );
      request.log.info(
        { contractId: access.aggregate.contract.id, buyerOrder: access.buyer.buyerOrder },
        'signing code sent',
      );
      reply.header('cache-control', 'no-store');
      return sent;
    },
  );

  api.post(
    '/api/contracts/:id/email-code/verify',
    {
      config: VERIFY_LIMIT,
      schema: {
        tags,
        summary: 'Confirmar el código recibido por email',
        params: signingParams,
        querystring: signingLinkQuery,
        body: verifyBody,
        response: { 200: z.object({ verified: z.literal(true) }), ...errors(403, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const access = await resolveBuyerAccess(app, request);
      const origin = originOf(request, access.buyer.email);
      const code = normalizeEmailCode(request.body.code);
      const proof = await verifyEmailCode(
        db,
        jwtSecret,
        access.aggregate.contract.id,
        access.buyer,
        code,
        origin,
        app.ctx.now(),
      );
      // Only this browser may now sign: the proof goes back in a cookie scripts cannot read, sent only to this contract.
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${proofCookieName(access.buyer.id)}=${proof}; Path=/api/contracts/${access.aggregate.contract.id}; HttpOnly; ` +
          `SameSite=Strict; Max-Age=${VERIFIED_VALIDITY_MS / 1000}${secure}`,
      );
      request.log.info(
        { contractId: access.aggregate.contract.id, buyerOrder: access.buyer.buyerOrder },
        'signing code verified',
      );
      reply.header('cache-control', 'no-store');
      return { verified: true as const };
    },
  );
}
