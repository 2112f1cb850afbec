import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { errors } from '#server/lib/route-schemas.ts';

import { viewingOfLink } from '../queries';
import { LINK_LIMIT, linkParams, tags, tokenBody, visitorDto, visitorViewingSchema } from './route-schemas';

export function visitorViewingRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/viewings/:id',
    {
      config: LINK_LIMIT,
      schema: {
        tags,
        summary: 'La visita vista desde el enlace del visitante',
        params: linkParams,
        querystring: tokenBody,
        response: { 200: visitorViewingSchema, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return visitorDto(await viewingOfLink(db, request.params.id, request.query.token));
    },
  );
}
