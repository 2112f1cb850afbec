import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { visitSheetSignSchema } from '#shared/schemas/enquiry-schema.ts';
import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { sealingOf } from '../sealing-adapter';
import { signVisitSheetByLink } from '../visit-sheet';
import { LINK_LIMIT, linkParams, originOf, SIGN_BODY_LIMIT, tags, tokenBody } from './route-schemas';

export function visitorSignViewingSheetRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/viewings/:id/sheet/sign',
    {
      config: LINK_LIMIT,
      bodyLimit: SIGN_BODY_LIMIT,
      schema: {
        tags,
        summary: 'El visitante firma el parte de visita desde su enlace',
        params: linkParams,
        body: visitSheetSignSchema.extend(tokenBody.shape),
        response: { 200: messageSchema, ...errors(404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { token, ...input } = request.body;
      await signVisitSheetByLink(db, request.params.id, token, input, {
        sealing: sealingOf(app.ctx),
        origin: originOf(request),
      });
      return { message: 'Parte de visita firmado' };
    },
  );
}
