import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { reasonField } from '#shared/schemas/reason-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema, uuidParams } from '#server/lib/route-schemas.ts';

import { originOf } from './events';
import { CONTRACT_NOT_FOUND } from './queries';
import { recordLapse } from './record-lapse';

export const lapseBodySchema = z.object({ reason: reasonField('El motivo de la caducidad') });

/** POST /api/cms/contracts/{id}/lapse (owners): the reservation lapsed and no longer holds its property. */
export function registerRecordLapseRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/cms/contracts/:id/lapse',
    {
      schema: {
        tags: ['Contratos'],
        summary: 'Registrar que una reserva o unas arras sin firmar por todos caducaron',
        description:
          'Solo propietarios. La vivienda deja de estar reservada (vuelve a los portales y admite otro contrato); el ' +
          'contrato y sus evidencias no cambian. 409 si el contrato no reserva la vivienda o ya lo firmaron todos ' +
          '(entonces se registra un resultado o un acuerdo de resolución). Motivo de al menos 20 caracteres.',
        params: uuidParams('id', CONTRACT_NOT_FOUND),
        body: lapseBodySchema,
        response: { 200: messageSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      await recordLapse(app.ctx.db, actor, originOf(request, actor.name), id, request.body.reason, app.ctx.now());
      request.log.info({ contractId: id }, 'contract lapse recorded');
      return { message: 'Registrado: la vivienda ya no está reservada por este contrato' };
    },
  );
}
