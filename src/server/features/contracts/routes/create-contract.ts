import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { contractResponseSchema } from '#shared/schemas/contract-schema.ts';
import { LARGE_BODY_LIMIT } from '#server/app-limits.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { contractRequestSchema, parseContractInput, refuseOversizedFiles } from '../contract-input';
import { createContract } from '../create-contract';
import { originOf } from '../events';
import { withInformationSheet } from '../property-sheet';
import type { ContractViews } from './contract-views';
import { tags } from './route-schemas';

export function createContractRoute(app: FastifyInstance, views: ContractViews) {
  const { db, jwtSecret } = app.ctx;
  const { adminDto } = views;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/contracts',
    {
      bodyLimit: LARGE_BODY_LIMIT,
      // A file over the 10 MB rule is a 413 before any other check (docs/product.md §8).
      preValidation: async (request) => refuseOversizedFiles(request.body),
      schema: {
        tags,
        summary: 'Crear un contrato (borrador)',
        description:
          'Tipo, datos del tipo (GET /api/contract-types), compradores con DNI/NIE y adjuntos en base64 (PDF, Word, JPEG, PNG o GIF, ' +
          '10 MB cada uno, comprobados por sus bytes). Con property_id, la propiedad de la cartera; una reserva lleva además su ficha ' +
          'informativa en PDF, en el idioma del contrato, como último adjunto. Fechas imposibles e importes incoherentes se rechazan con 422.',
        body: contractRequestSchema,
        response: { 201: contractResponseSchema, ...errors(401, 413, 422) },
      },
    },
    async (request, reply) => {
      const input = await withInformationSheet(app, parseContractInput(request.body));
      const actor = actorOf(request);
      const id = await createContract(db, jwtSecret, actor, originOf(request, actor.name), input, app.ctx.now());
      request.log.info(
        { contractId: id, buyers: input.buyers.length, attachments: input.attachments.length },
        'contract created',
      );
      reply.status(201).header('cache-control', 'no-store');
      return adminDto(request, id);
    },
  );
}
