import type { FastifyInstance } from 'fastify';
import { paymentInstructionsSchema } from '../../../shared/schemas/payment-schema';
import { forbidden } from '../../lib/errors';
import { uuidParam } from '../../lib/params';
import { actorOf } from '../../plugins/auth';
import { createTransferInstructions } from './create-transfer-instructions';
import { getPaymentPage } from './get-payment-page';
import { markPaymentAsPaid } from './mark-payment-as-paid';
import { isPaymentToken, type PaymentLinkSigner } from './payment-link';
import { PAYMENT_NOT_FOUND, listPendingPayments } from './queries';

const INVALID_LINK = 'El enlace de pago no es válido. Pide uno nuevo a quien te lo envió.';

const signerOf = (app: FastifyInstance): PaymentLinkSigner => ({ publicUrl: app.ctx.config.publicUrl, secret: app.ctx.jwtSecret });

export async function adminPaymentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const signer = signerOf(app);

  app.post('/api/payments/create-transfer-instructions', async (request) => {
    const input = paymentInstructionsSchema.parse(request.body);
    return createTransferInstructions(db, signer, actorOf(request), input);
  });

  app.get('/api/cms/pending-payments', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listPendingPayments(db, signer);
  });

  app.post('/api/payments/:transaction_id/mark-as-paid', async (request) => {
    const id = uuidParam(request.params, 'transaction_id', PAYMENT_NOT_FOUND);
    const { status, contract_status, mailQueued } = await markPaymentAsPaid(db, actorOf(request), id);
    if (mailQueued) app.ctx.kickMail();
    return { status, contract_status };
  });
}

export async function publicPaymentRoutes(app: FastifyInstance) {
  const { db, jwtSecret } = app.ctx;

  // The buyer's payment page: public, but only through the signed link (token = HMAC of the id).
  app.get(
    '/api/payments/:transaction_id',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = uuidParam(request.params, 'transaction_id', PAYMENT_NOT_FOUND);
      const { token } = request.query as { token?: unknown };
      if (!isPaymentToken(jwtSecret, id, token)) throw forbidden(INVALID_LINK);
      return getPaymentPage(db, id);
    },
  );
}
