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

export default async function paymentRoutes(app: FastifyInstance) {
  const { db, config, jwtSecret } = app.ctx;
  const signer: PaymentLinkSigner = { publicUrl: config.publicUrl, secret: jwtSecret };
  const admin = { preHandler: app.requireAdmin };

  app.post('/api/payments/create-transfer-instructions', admin, async (request) => {
    const input = paymentInstructionsSchema.parse(request.body);
    return createTransferInstructions(db, signer, actorOf(request), input);
  });

  app.get('/api/cms/pending-payments', admin, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listPendingPayments(db, signer);
  });

  app.post('/api/payments/:transaction_id/mark-as-paid', admin, async (request) => {
    const id = uuidParam(request.params, 'transaction_id', PAYMENT_NOT_FOUND);
    const { status, contract_status, mailQueued } = await markPaymentAsPaid(db, actorOf(request), id);
    if (mailQueued) app.ctx.kickMail();
    return { status, contract_status };
  });

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
