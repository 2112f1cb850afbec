import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { contractResponseSchema } from '#shared/schemas/contract-schema.ts';
import { blockedContractSchema } from '#shared/schemas/retention-schema.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { blockedContract, blockedStub, hasLegalAccess } from '../retention/contract-retention';
import type { ContractViews } from './contract-views';
import { contractParams, tags } from './route-schemas';

export function readContractRoute(app: FastifyInstance, views: ContractViews) {
  const { db } = app.ctx;
  const { adminDto } = views;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/contracts/:id',
    {
      schema: {
        tags,
        summary: 'Un contrato',
        description:
          'Un contrato bloqueado por conservación (instalación real, desde E) responde solo que existe y sus fechas ' +
          '(`blocked: true`), salvo a quien lo abrió con motivo legal (POST …/legal-access) en la última hora.',
        params: contractParams,
        response: { 200: z.union([contractResponseSchema, blockedContractSchema]), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = request.params;
      const blocked = await blockedContract(db, id, app.ctx.now());
      if (blocked && !(await hasLegalAccess(db, id, request.user?.id, app.ctx.now()))) return blockedStub(blocked);
      return adminDto(request, id);
    },
  );
}
