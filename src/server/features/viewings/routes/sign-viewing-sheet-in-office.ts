import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { viewingResponseSchema, visitSheetSignSchema } from '#shared/schemas/enquiry-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { VIEWING_NOT_FOUND } from '../queries';
import { sealingOf } from '../sealing-adapter';
import { signVisitSheetOnDevice } from '../visit-sheet';
import { originOf, SIGN_BODY_LIMIT, tags } from './route-schemas';

export function signViewingSheetInOfficeRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/viewings/:id/sheet/sign',
    {
      bodyLimit: SIGN_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Firma del visitante en el dispositivo de la empresa',
        description: 'Se genera el PDF del parte, con la firma, y se sella como un contrato. Firmarlo dos veces, 422.',
        params: numericIdParams(VIEWING_NOT_FOUND),
        body: visitSheetSignSchema,
        response: { 200: viewingResponseSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) =>
      signVisitSheetOnDevice(db, actorOf(request), request.params.id, request.body, {
        sealing: sealingOf(app.ctx),
        origin: originOf(request),
      }),
  );
}
