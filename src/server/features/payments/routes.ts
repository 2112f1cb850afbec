import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentInstructionsSchema as paymentInstructionsAnswer, paymentPageSchema, pendingPaymentSchema } from '../../../shared/api/schemas/payment-schemas';
import { paymentInstructionsSchema } from '../../../shared/schemas/payment-schema';
import { forbidden } from '../../lib/errors';
import { errors, uuidParams } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import { createTransferInstructions } from './create-transfer-instructions';
import { getPaymentPage } from './get-payment-page';
import { markPaymentAsPaid } from './mark-payment-as-paid';
import { isPaymentToken, type PaymentLinkSigner } from './payment-link';
import { PAYMENT_NOT_FOUND, listPendingPayments } from './queries';

const INVALID_LINK = 'El enlace de pago no es válido. Pide uno nuevo a quien te lo envió.';
const tags = ['Pagos'];
const transactionParams = uuidParams('transaction_id', PAYMENT_NOT_FOUND);

const signerOf = (app: FastifyInstance): PaymentLinkSigner => ({ publicUrl: app.ctx.config.publicUrl, secret: app.ctx.jwtSecret });

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
          'Importe de arras o de reserva según el tipo de contrato, referencia RF y enlace a la página de pago. Idempotente por contrato ' +
          'y tipo de pago; funciona aunque falten los datos bancarios de la empresa (la página lo indica).',
        body: paymentInstructionsSchema,
        response: { 200: paymentInstructionsAnswer, ...errors(401, 404, 409, 422) },
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
        response: { 200: z.array(pendingPaymentSchema), ...errors(401) },
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
        description: 'Completa un contrato firmado y envía el recibo a cada comprador. Confirmar dos veces no cambia nada.',
        params: transactionParams,
        response: { 200: z.object({ status: z.literal('paid'), contract_status: z.string() }), ...errors(401, 404, 409) },
      },
    },
    async (request) => markPaymentAsPaid(db, actorOf(request), request.params.transaction_id),
  );
}

export async function publicPaymentRoutes(app: FastifyInstance) {
  const { db, jwtSecret } = app.ctx;

  // The buyer's payment page: public, but only through the signed link (token = HMAC of the id).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/payments/:transaction_id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Lo que muestra la página de pago del comprador',
        description: 'Solo con el token del enlace de pago.',
        params: transactionParams,
        // Anything but one token (none, several) is simply not the link's token: 403 below.
        querystring: z.object({ token: z.string().optional().catch(undefined).describe('Token del enlace de pago') }),
        response: { 200: paymentPageSchema, ...errors(403, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = request.params.transaction_id;
      if (!isPaymentToken(jwtSecret, id, request.query.token)) throw forbidden(INVALID_LINK);
      return getPaymentPage(db, id);
    },
  );
}
