import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { LEGAL_ACCESS_MINUTES } from '#shared/retention/contract-retention.ts';
import {
  blockedContractSchema,
  legalAccessResponseSchema,
  legalAccessSchema,
  legalHoldSchema,
} from '#shared/schemas/retention-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema, uuidParams } from '#server/lib/route-schemas.ts';

import { CONTRACT_NOT_FOUND } from '../queries';
import { grantLegalAccess } from './grant-legal-access';
import { listBlockedContracts } from './list-blocked-contracts';
import { setLegalHold } from './set-legal-hold';

const tags = ['Contratos'];
const params = uuidParams('id', CONTRACT_NOT_FOUND);

/** Owners only (not in the staff allowlist): the blocked contracts, opening one for a legal reason, a legal hold. */
export async function adminRetentionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cms/contracts/blocked',
    {
      schema: {
        tags,
        summary: 'Contratos bloqueados por conservación',
        description:
          'En una instalación real, los contratos cuya relación terminó (E): solo que existen y sus fechas de conservación.',
        response: { 200: z.array(blockedContractSchema), ...errors(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listBlockedContracts(db, app.ctx.now());
    },
  );

  api.post(
    '/api/cms/contracts/:id/legal-access',
    {
      schema: {
        tags,
        summary: 'Abrir un contrato bloqueado con motivo legal',
        description:
          `Solo propietarios. Queda registrado (audit_log legal_access) y abre el contrato, sus PDF y evidencias a esa persona durante ${LEGAL_ACCESS_MINUTES} minutos. ` +
          '409 si el contrato no está bloqueado. Motivo de al menos 20 caracteres.',
        params,
        body: legalAccessSchema,
        response: { 200: legalAccessResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = { ...actorOf(request), userId: request.user!.id };
      const expiresAt = await grantLegalAccess(db, actor, id, request.body.reason, app.ctx.now());
      request.log.info({ contractId: id }, 'blocked contract opened for a legal reason');
      return { expires_at: expiresAt.toISOString() };
    },
  );

  api.post(
    '/api/cms/contracts/:id/legal-hold',
    {
      schema: {
        tags,
        summary: 'Poner o levantar una retención legal',
        description:
          'Solo propietarios, con motivo. Con la retención, el contrato no se borra a los 10 años hasta que se levanta. Queda registrado (audit_log legal_hold).',
        params,
        body: legalHoldSchema,
        response: { 200: messageSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { hold } = request.body;
      await setLegalHold(db, actorOf(request), request.params.id, request.body, app.ctx.now());
      return { message: hold ? 'Retención legal puesta: no se borrará hasta levantarla' : 'Retención legal levantada' };
    },
  );
}
