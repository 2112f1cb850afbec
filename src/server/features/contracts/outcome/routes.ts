import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  buyerWithdrawalSchema,
  contractOutcomeSchema,
  outcomeAnswerSchema,
  outcomeCorrectionSchema,
} from '#shared/schemas/contract-outcome-schema.ts';
import { mailPreviewResponseSchema } from '#shared/schemas/mail-preview-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, uuidParams } from '#server/lib/route-schemas.ts';

import { resolveBuyerAccess } from '../access';
import { originOf } from '../events';
import { previewContractMails } from '../preview-mails';
import { CONTRACT_NOT_FOUND } from '../queries';
import { signingLinkQuery, signingParams } from '../route-schemas';
import { verifySignatureImage } from '../signature-image';
import { declareWithdrawal } from './declare-withdrawal';
import { outcomeAnswer } from './outcome-answer';
import { correctOutcome, recordOutcome } from './record-outcome';

const tags = ['Contratos'];
const contractParams = uuidParams('id', CONTRACT_NOT_FOUND);

/** POST /api/cms/contracts/:id/outcome and …/outcome/corrections: owners only (staff 403: not in their allowlist). */
export async function adminOutcomeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/contracts/:id/outcome',
    {
      schema: {
        tags,
        summary: 'Registrar el resultado de un contrato completado',
        description:
          'deed_signed (fecha, notario y protocolo); buyer_withdrew (la empresa hace suyo lo que la cláusula penitencial firmada cubre: ' +
          'forfeited_amount); seller_withdrew (devuelve el doble: refund_amount, en el plazo de la cláusula); buyer_withdrew_justified ' +
          '(CCCat 621-49, solo si el contrato pacta la financiación: devuelve lo entregado). La fecha, no posterior a hoy ni anterior ' +
          'al pago; un desistimiento necesita un motivo de al menos 20 caracteres; el de la compradora, la declaración de cada ' +
          'comprador desde su enlace o evidence (PDF en base64). Una sola vez: para cambiarlo, …/outcome/corrections. Envía un ' +
          'correo a cada comprador en su idioma.',
        params: contractParams,
        body: contractOutcomeSchema,
        response: { 200: outcomeAnswerSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const record = await recordOutcome(
        app.ctx.db,
        actor,
        originOf(request, actor.name),
        request.params.id,
        request.body,
        app.ctx.now(),
      );
      request.log.info({ contractId: request.params.id, outcome: record.outcome }, 'contract outcome recorded');
      reply.header('cache-control', 'no-store');
      return outcomeAnswer(record);
    },
  );

  api.post(
    '/api/cms/contracts/:id/outcome/preview',
    {
      schema: {
        tags,
        summary: 'Lo que recibiría cada comprador al registrar este resultado, sin registrarlo',
        description:
          'El mismo cuerpo y las mismas comprobaciones que POST …/outcome (409 o 422 iguales), pero no registra ni envía nada: ' +
          'devuelve el correo que recibiría cada comprador, en su idioma.',
        params: contractParams,
        body: contractOutcomeSchema,
        response: { 200: mailPreviewResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const now = app.ctx.now();
      reply.header('cache-control', 'no-store');
      return previewContractMails(app.ctx.db, id, 'contract_outcome', (tx) =>
        recordOutcome(tx, actor, originOf(request, actor.name), id, request.body, now),
      );
    },
  );

  api.post(
    '/api/cms/contracts/:id/outcome/corrections',
    {
      schema: {
        tags,
        summary: 'Corregir el resultado registrado, con su motivo',
        description:
          'El resultado corregido completo (mismas reglas) y correction_reason (al menos 20 caracteres). Queda en el historial ' +
          '(outcome_history) y cada comprador recibe de nuevo la comunicación, que dice qué comunicación corrige.',
        params: contractParams,
        body: outcomeCorrectionSchema,
        response: { 200: outcomeAnswerSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const record = await correctOutcome(
        app.ctx.db,
        actor,
        originOf(request, actor.name),
        request.params.id,
        request.body,
        app.ctx.now(),
      );
      request.log.info({ contractId: request.params.id, outcome: record.outcome }, 'contract outcome corrected');
      reply.header('cache-control', 'no-store');
      return outcomeAnswer(record);
    },
  );
}

/** POST /api/contracts/:id/withdrawal: a buyer withdraws through their own link (never a company account). */
export async function publicWithdrawalRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contracts/:id/withdrawal',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Declaración de desistimiento de un comprador, desde su enlace',
        description:
          'Solo con el token del enlace del comprador (consulta o campo token) y su email; una cuenta de la empresa, 403. ' +
          '{"statement": "…", "signature_image": "data:image/png;base64,…"}: su declaración con sus palabras y su firma ' +
          'manuscrita, registradas como una firma. 409 si el contrato no está firmado por todos, ya tiene resultado o el ' +
          'comprador ya declaró.',
        params: signingParams,
        querystring: signingLinkQuery,
        body: buyerWithdrawalSchema,
        response: { 200: z.object({ declared_at: z.string() }), ...errors(403, 404, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const access = await resolveBuyerAccess(app, request);
      const png = await verifySignatureImage(request.body.signature_image);
      const result = await declareWithdrawal(
        app.ctx.db,
        access,
        originOf(request, access.buyer.email),
        { statement: request.body.statement, signaturePng: png },
        app.ctx.now(),
      );
      request.log.info({ contractId: access.aggregate.contract.id }, 'buyer withdrawal declared');
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
