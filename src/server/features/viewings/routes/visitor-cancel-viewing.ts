import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { errors } from '#server/lib/route-schemas.ts';

import { cancelViewingByVisitor } from '../change-viewing';
import { LINK_LIMIT, linkParams, tags, tokenBody, visitorDto, visitorViewingSchema } from './route-schemas';

export function visitorCancelViewingRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/viewings/:id/cancel',
    {
      config: LINK_LIMIT,
      schema: {
        tags,
        summary: 'El visitante anula la visita',
        params: linkParams,
        body: tokenBody,
        response: { 200: visitorViewingSchema, ...errors(404, 409, 429) },
      },
    },
    async (request) =>
      visitorDto(await cancelViewingByVisitor(db, request.params.id, request.body.token, app.ctx.now())),
  );
}
