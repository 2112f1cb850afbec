import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
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
import { contractLegalAccess, contracts } from '#server/db/schema.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema, uuidParams } from '#server/lib/route-schemas.ts';

import { CONTRACT_NOT_FOUND } from '../queries';
import { blockedContract, blockedStub } from './contract-retention';

const tags = ['Contratos'];
const params = uuidParams('id', CONTRACT_NOT_FOUND);
const NOT_BLOCKED = 'Este contrato no está bloqueado por conservación: se consulta sin motivo legal.';

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
      const now = app.ctx.now();
      const rows = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(
          or(
            isNotNull(contracts.cancelledAt),
            isNotNull(contracts.lapsedAt),
            isNotNull(contracts.archivedAt),
            isNotNull(contracts.outcome),
          ),
        )
        .orderBy(desc(contracts.createdAt));
      const states = await Promise.all(rows.map((row) => blockedContract(db, row.id, now)));
      return states.flatMap((state) => (state ? [blockedStub(state)] : []));
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
      const now = app.ctx.now();
      const { id } = request.params;
      const actor = actorOf(request);
      const state = await blockedContract(db, id, now);
      if (!state) {
        const [exists] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, id));
        throw exists ? conflict(NOT_BLOCKED, 'contract_not_blocked') : notFound(CONTRACT_NOT_FOUND);
      }
      const expiresAt = new Date(now.getTime() + LEGAL_ACCESS_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await tx.insert(contractLegalAccess).values({
          contractId: id,
          userId: request.user!.id,
          actor: actor.name,
          reason: request.body.reason,
          grantedAt: now,
          expiresAt,
        });
        await recordAudit(tx, actor, 'legal_access', 'contract', id, {
          reason: request.body.reason,
          expires_at: expiresAt.toISOString(),
        });
      });
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
      const now = app.ctx.now();
      const { id } = request.params;
      const { hold, reason } = request.body;
      const actor = actorOf(request);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(contracts)
          .set(
            hold
              ? { legalHoldAt: now, legalHoldBy: actor.name, legalHoldReason: reason }
              : { legalHoldAt: null, legalHoldBy: null, legalHoldReason: null },
          )
          .where(and(eq(contracts.id, id), hold ? isNull(contracts.legalHoldAt) : isNotNull(contracts.legalHoldAt)))
          .returning({ id: contracts.id });
        const [exists] = row
          ? [row]
          : await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, id));
        if (!exists) throw notFound(CONTRACT_NOT_FOUND);
        await recordAudit(tx, actor, 'legal_hold', 'contract', id, { hold, reason });
      });
      return { message: hold ? 'Retención legal puesta: no se borrará hasta levantarla' : 'Retención legal levantada' };
    },
  );
}
