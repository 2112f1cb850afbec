import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { signingLinkStateResponseSchema } from '#shared/schemas/signing-schemas.ts';
import { originOf } from '#server/features/contracts/events.ts';
import { CONTRACT_NOT_FOUND } from '#server/features/contracts/queries.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema, numericIdParams, uuidParams } from '#server/lib/route-schemas.ts';

import { handOverSigningLink } from './hand-over-link';
import { signingLinkBuilder } from './link-url';
import { BUYER_NOT_FOUND, resendSigningLink } from './resend-signing-link';
import { signingLinkStates } from './signing-link-states';

const tags = ['Contratos'];
const contractParams = uuidParams('id', CONTRACT_NOT_FOUND);

/**
 * Registered in the admin scope: each buyer's link state, an owner taking a buyer's link (on the record) and 'Reenviar
 * enlace' (docs/product.md §5.4).
 */
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
    '/api/cms/contracts/:id/buyers/:buyerId/signing-link',
    {
      schema: {
        tags,
        summary: 'Entregar a un propietario el enlace de firma de un comprador (queda registrado)',
        description:
          'Solo propietarios (personal: 403). Devuelve el enlace con su token y registra quién lo tomó y cuándo en las ' +
          'evidencias del contrato y en la auditoría. Desde entonces, en una instalación en marcha, ese comprador solo ' +
          'firma tras confirmar el código que recibe en su propio email; /verificar dice que el enlace lo entregó la ' +
          'empresa. 409 si el comprador ya firmó o el contrato no está pendiente de firmas.',
        params: contractParams.extend(numericIdParams(BUYER_NOT_FOUND, 'buyerId').shape),
        response: { 200: z.object({ signing_url: z.string() }), ...errors(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, buyerId } = request.params;
      const actor = actorOf(request);
      const url = await handOverSigningLink(
        db,
        actor,
        originOf(request, actor.name),
        { contractId: id, buyerId },
        linkOf,
      );
      request.log.info({ contractId: id, buyerId }, 'signing link handed over to an owner');
      reply.header('cache-control', 'no-store');
      return { signing_url: url };
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
