import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { contractOutcomeResponseSchema, contractOutcomeSchema } from '#shared/schemas/contract-outcome-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, uuidParams } from '#server/lib/route-schemas.ts';

import { originOf } from '../events';
import { CONTRACT_NOT_FOUND } from '../queries';
import { recordOutcome } from './record-outcome';

/** POST /api/cms/contracts/:id/outcome: owners only (staff 403: the route is not in their allowlist). */
export async function adminOutcomeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/cms/contracts/:id/outcome',
    {
      schema: {
        tags: ['Contratos'],
        summary: 'Registrar el resultado de un contrato completado',
        description:
          'deed_signed (fecha, notario y protocolo), buyer_withdrew (la empresa hace suyas las arras, CCCat 621-8 / CC 1454) o ' +
          'seller_withdrew (devuelve el doble en 15 días naturales), con fecha y motivo. Una sola vez, en un contrato completado; ' +
          'envía un correo a cada comprador en su idioma.',
        params: uuidParams('id', CONTRACT_NOT_FOUND),
        body: contractOutcomeSchema,
        response: { 200: contractOutcomeResponseSchema.unwrap(), ...errors(401, 403, 404, 409, 422) },
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
      return record;
    },
  );
}
