import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { cancelContractSchema } from '#shared/schemas/index.ts';
import { terminationSchema } from '#shared/schemas/termination-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { cancelContract } from '../cancel-contract';
import { cancelInputOf } from '../cancel-input';
import { originOf } from '../events';
import { terminationDto } from '../termination/routes';
import type { ContractViews } from './contract-views';
import { contractParams, tags, withContract } from './route-schemas';

export function cancelContractRoute(app: FastifyInstance, views: ContractViews) {
  const { db } = app.ctx;
  const { linkOf, adminDto } = views;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/contracts/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Anular un contrato con un motivo',
        description:
          'Pendiente, parcialmente firmado o firmado → cancelled; el motivo (al menos 20 caracteres que expliquen el porqué) y su ' +
          'categoría opcional reason_code quedan en el registro, los enlaces dejan de funcionar y cada comprador que recibió un ' +
          'enlace recibe un aviso en su idioma con el efecto que dan los términos firmados (importe, plazo y cláusula). ' +
          'condition_not_met pide communication_received_on (el plazo se cuenta desde ese día; no futuro). error, una vez ' +
          'firmado por algún comprador: 409. mutual_agreement no anula: responde 202 con termination (amount, deadline, ' +
          'release, expires_at…), el acuerdo que firman la empresa y cada comprador; el contrato se anula cuando han firmado ' +
          'todos (o se sube el acuerdo en papel). amount, deadline y expires_on opcionales (arriba o en termination).',
        params: contractParams,
        body: cancelContractSchema,
        response: {
          200: withContract('Contrato anulado'),
          202: withContract('Acuerdo de resolución ofrecido').extend({ termination: terminationSchema }),
          ...errors(401, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const result = await cancelContract(
        db,
        actor,
        originOf(request, actor.name),
        id,
        cancelInputOf(request.body),
        app.ctx.now(),
        linkOf,
      );
      reply.header('cache-control', 'no-store');
      const contract = await adminDto(request, id);
      if (result.kind === 'termination_offered') {
        // Mutual agreement is every party's act: offered, not cancelled (docs/product.md#mutual-agreement).
        request.log.info({ contractId: id }, 'termination agreement offered');
        return reply.code(202).send({
          message: 'Acuerdo de resolución enviado a las partes para firmar',
          status: contract.status,
          contract,
          termination: terminationDto(result.termination),
        });
      }
      request.log.info({ contractId: id }, 'contract cancelled');
      return { message: 'Contrato anulado', status: contract.status, contract };
    },
  );
}
