import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { adminSignSchema } from '#shared/schemas/index.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { adminSignContract } from '../admin-sign-contract';
import { originOf } from '../events';
import type { ContractViews } from './contract-views';
import { contractParams, tags, withContract } from './route-schemas';

export function signContractRoute(app: FastifyInstance, views: ContractViews) {
  const { db } = app.ctx;
  const { adminDto } = views;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/contracts/:id/sign',
    {
      schema: {
        tags,
        summary: 'Firma de la empresa (Firmar)',
        description:
          'Congela el texto del contrato y lo deja pendiente de firma de los compradores. Firma la persona de la sesión con los poderes de su cuenta; ' +
          'los datos del firmante del cuerpo se ignoran. Personal o propietarios sin poderes: 403. Una fecha de firma prevista ' +
          'anterior a hoy (Europe/Madrid) o una fecha límite que no sea posterior a hoy: 422, nombrando los campos. ' +
          'Con un pago a cuenta de más del 1 % del precio y datos que la ficha informativa marca «No consta todavía», ' +
          'una instalación en marcha pide override_missing_information.reason (409 sin él); en modo de prueba se firma ' +
          'y el registro lo anota.',
        params: contractParams,
        body: adminSignSchema.optional(),
        response: { 200: withContract('Contrato firmado por el administrador'), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = actorOf(request);
      await adminSignContract(
        db,
        actor,
        originOf(request, actor.name),
        id,
        app.ctx.now(),
        { live: app.signingGate, buyerFiles: app.buyerFiles },
        {
          overrideMissingInformation: request.body?.override_missing_information,
        },
      );
      request.log.info({ contractId: id }, 'contract signed by the administrator');
      reply.header('cache-control', 'no-store');
      const contract = await adminDto(request, id);
      return { message: 'Contrato firmado por el administrador', status: contract.status, contract };
    },
  );
}
