import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { signingLinkStateResponseSchema } from '#shared/schemas/signing-schemas.ts';
import { originOf } from '#server/features/contracts/events.ts';
import { recordLinkReveal } from '#server/features/contracts/link-reveal.ts';
import { CONTRACT_NOT_FOUND, getContract } from '#server/features/contracts/queries.ts';
import { notFound } from '#server/lib/errors.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema, numericIdParams, uuidParams } from '#server/lib/route-schemas.ts';

import { signingLinkBuilder } from './link-url';
import { BUYER_NOT_FOUND, resendSigningLink } from './resend-signing-link';
import { signingLinkStates } from './signing-link-states';

const tags = ['Contratos'];
const contractParams = uuidParams('id', CONTRACT_NOT_FOUND);

/** Registered in the admin scope: each buyer's link state and 'Reenviar enlace' (docs/product.md §5.4). */
export async function adminSigningLinkRoutes(app: FastifyInstance) {
  const { db, jwtSecret, config } = app.ctx;
  const linkOf = signingLinkBuilder(config.publicUrl, jwtSecret);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cms/contracts/:id/signing-links',
    {
      schema: {
        tags,
        summary: 'Estado del enlace de firma de cada comprador',
        description: 'Cuándo se envió, cuándo caduca, recordatorios enviados y el próximo.',
        params: contractParams,
        response: { 200: z.array(signingLinkStateResponseSchema), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return signingLinkStates(db, request.params.id, app.ctx.now());
    },
  );

  api.post(
    '/api/cms/contracts/:id/buyers/:buyerId/link-copied',
    {
      schema: {
        tags,
        summary: 'Registrar que un propietario copió el enlace de firma de un comprador',
        description: 'Una fila de auditoría con la persona (docs/product.md §4). Solo propietarios.',
        params: contractParams.extend(numericIdParams(BUYER_NOT_FOUND, 'buyerId').shape),
        response: { 200: messageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const { id, buyerId } = request.params;
      const aggregate = await getContract(db, id);
      const buyers = aggregate.buyers.filter((buyer) => buyer.id === buyerId);
      if (buyers.length === 0) throw notFound(BUYER_NOT_FOUND);
      await recordLinkReveal(db, actorOf(request), [{ ...aggregate, buyers }], 'copy_signing_link');
      return { message: 'Registrado' };
    },
  );

  api.post(
    '/api/cms/contracts/:id/buyers/:buyerId/resend-link',
    {
      schema: {
        tags,
        summary: 'Reenviar enlace: un enlace nuevo para un comprador (el anterior deja de funcionar)',
        params: contractParams.extend(numericIdParams(BUYER_NOT_FOUND, 'buyerId').shape),
        response: { 200: messageSchema, ...errors(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, buyerId } = request.params;
      const actor = actorOf(request);
      await resendSigningLink(
        db,
        jwtSecret,
        actor,
        originOf(request, actor.name),
        { contractId: id, buyerId },
        linkOf,
        app.ctx.now(),
      );
      request.log.info({ contractId: id, buyerId }, 'signing link re-sent');
      reply.header('cache-control', 'no-store');
      return { message: 'Enlace reenviado' };
    },
  );
}
