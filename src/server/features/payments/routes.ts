import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CONTRACT_STATUSES, PAYMENT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import {
  bankStatementImportResponseSchema,
  markAsPaidSchema,
  paymentInstructionsResponseSchema,
  paymentInstructionsSchema,
  paymentPageResponseSchema,
  pendingPaymentResponseSchema,
} from '#shared/schemas/payment-schema.ts';
import { AppError, forbidden } from '#server/lib/errors.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, uuidParams } from '#server/lib/route-schemas.ts';

import { importBankStatement } from './bank-statements/import-bank-statement';
import { createTransferInstructions } from './create-transfer-instructions';
import { getPaymentPage } from './get-payment-page';
import { markPaymentAsPaid } from './mark-payment-as-paid';
import { isPaymentToken, type PaymentLinkSigner } from './payment-link';
import { listPendingPayments, PAYMENT_NOT_FOUND } from './queries';

/** The buyer's payment page and its API answer: a link's token can be tried this often (payment-page.ts too). */
export const PAYMENT_PAGE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const INVALID_LINK = 'El enlace de pago no es válido. Pide uno nuevo a quien te lo envió.';
const tags = ['Pagos'];
const transactionParams = uuidParams('transaction_id', PAYMENT_NOT_FOUND);

// A year of movements of a busy account is well under this; anything bigger is not a statement of ours.
const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

const signerOf = (app: FastifyInstance): PaymentLinkSigner => ({
  publicUrl: app.ctx.config.publicUrl,
  secret: app.ctx.jwtSecret,
});

export async function adminPaymentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const signer = signerOf(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/payments/create-transfer-instructions',
    {
      schema: {
        tags,
        summary: 'Crear las instrucciones de transferencia de un contrato',
        description:
          'Importe de arras o de reserva según el tipo de contrato, referencia RF y enlace a la página de pago (y uno por comprador, en ' +
          'su idioma). Idempotente por contrato y tipo de pago; funciona aunque falten los datos bancarios de la empresa o las firmas: ' +
          'la página no muestra la cuenta ni la referencia hasta que han firmado todas las partes.',
        body: paymentInstructionsSchema,
        response: { 200: paymentInstructionsResponseSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => createTransferInstructions(db, signer, actorOf(request), request.body),
  );

  api.get(
    '/api/cms/pending-payments',
    {
      schema: {
        tags,
        summary: "Pagos pendientes ('Esperando transferencia')",
        response: { 200: z.array(pendingPaymentResponseSchema), ...errors(401) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listPendingPayments(db, signer);
    },
  );

  api.post(
    '/api/payments/:transaction_id/mark-as-paid',
    {
      schema: {
        tags,
        summary: 'Confirmar que la transferencia ha llegado',
        description:
          'Completa un contrato firmado y envía el recibo a cada comprador. Confirmar dos veces no cambia nada. Cuerpo opcional: ' +
          'payer_name (quién pagó) y reason (por qué se confirma a mano). Con el expediente del comprador obligatorio, 409 ' +
          'hasta que cada expediente esté completo y valorado (y aprobado si el riesgo es alto).',
        params: transactionParams,
        body: markAsPaidSchema,
        response: {
          200: z.object({ status: z.literal(PAYMENT_STATUS.paid), contract_status: z.enum(CONTRACT_STATUSES) }),
          ...errors(401, 404, 409),
        },
      },
    },
    async (request) =>
      markPaymentAsPaid(db, actorOf(request), request.params.transaction_id, app.ctx.now(), request.body ?? {}),
  );

  await bankStatementRoutes(app);
}

/** 'Importar extracto': the bank's own statement confirms the transfers it shows (docs/product.md §6). */
async function bankStatementRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/cms/bank-statements',
    {
      bodyLimit: MAX_STATEMENT_BYTES + 1024 * 1024,
      // A big statement reports thousands of lines: checking each against the schema again would hold the event loop
      // (docs/product.md §6); the use case already builds the typed answer.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags,
        summary: 'Importar un extracto bancario (Norma 43 o camt.053)',
        description:
          'Formulario multipart con el campo file: un fichero Norma 43 (cuaderno 43 de la AEB) o un XML ISO 20022 camt.053. Cada abono ' +
          'en euros que lleva la referencia RF de un pago pendiente y su importe exacto confirma ese pago como «Confirmado» (recibo por ' +
          'email incluido); el resto se devuelve para revisar. Importar el mismo extracto otra vez no confirma nada dos veces.',
        consumes: ['multipart/form-data'],
        response: { 200: bankStatementImportResponseSchema, ...errors(401, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'multipart_required', 'Se esperaba un formulario multipart con el extracto.');
      const file = await request.file({ limits: { fileSize: MAX_STATEMENT_BYTES, files: 1 } });
      if (!file) throw new AppError(422, 'missing_file', 'No se ha recibido ningún extracto.');
      const bytes = await file.toBuffer();
      if (file.file.truncated)
        throw new AppError(413, 'file_too_large', 'El extracto es demasiado grande (máximo 10 MB).');
      reply.header('cache-control', 'no-store');
      return importBankStatement(app.ctx.db, actorOf(request), { fileName: file.filename, bytes }, app.ctx.now());
    },
  );
}

export async function publicPaymentRoutes(app: FastifyInstance) {
  const { db, jwtSecret } = app.ctx;

  // The buyer's payment page: public, but only through the signed link (token = HMAC of the id).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/payments/:transaction_id',
    {
      config: PAYMENT_PAGE_LIMIT,
      schema: {
        tags,
        summary: 'Lo que muestra la página de pago del comprador',
        description: 'Solo con el token del enlace de pago.',
        params: transactionParams,
        // Anything but one token (none, several) is simply not the link's token: 403 below.
        querystring: z.object({
          token: z.string().optional().catch(undefined).describe('Token del enlace de pago'),
          // An unknown language is not an error: the page falls back to the first buyer's.
          lang: z.enum(LOCALES).optional().catch(undefined).describe('Idioma de la página (es, ca, en)'),
        }),
        response: { 200: paymentPageResponseSchema, ...errors(403, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = request.params.transaction_id;
      if (!isPaymentToken(jwtSecret, id, request.query.token)) throw forbidden(INVALID_LINK);
      return getPaymentPage(db, id, request.query.lang);
    },
  );
}
