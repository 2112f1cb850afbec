import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { contractResponseSchema } from '#shared/schemas/contract-schema.ts';
import { contractListQuerySchema } from '#shared/schemas/index.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { listContracts, type ContractAggregate } from '../queries';
import { blockedContract, hasLegalAccess } from '../retention/contract-retention';
import type { ContractViews } from './contract-views';
import { tags } from './route-schemas';

export function listContractsRoute(app: FastifyInstance, views: ContractViews) {
  const { db } = app.ctx;
  const { dtos } = views;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/contracts',
    {
      schema: {
        tags,
        summary: 'Lista de contratos',
        description:
          'Sin parámetros, los contratos en curso; con archived=true, los archivados. Otros parámetros (p. ej. t) se ignoran.',
        querystring: contractListQuerySchema,
        response: { 200: z.array(contractResponseSchema), ...errors(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A contract blocked by retention leaves the lists (GET /api/cms/contracts/blocked names it, to owners) unless
      // this person opened it for a legal reason within the hour.
      const listed = await listContracts(db, { archived: request.query.archived });
      const now = app.ctx.now();
      const open = await Promise.all(
        listed.map(async (a) =>
          (await blockedContract(db, a.contract.id, now)) &&
          !(await hasLegalAccess(db, a.contract.id, request.user?.id, now))
            ? null
            : a,
        ),
      );
      return dtos(open.filter((a): a is ContractAggregate => a !== null));
    },
  );
}
