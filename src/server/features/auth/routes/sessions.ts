import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sessionResponseSchema } from '#shared/schemas/auth-schemas.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { listSessions } from '../list-sessions';
import { tags, who } from './route-schemas';

export function sessionsRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/auth/sessions',
    {
      schema: {
        tags,
        summary: 'Sesiones abiertas de la cuenta',
        description: 'Cada inicio de sesión que sigue abierto, la de quien pregunta marcada con current.',
        response: { 200: z.array(sessionResponseSchema), ...errors(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSessions(db, who(request), new Date());
    },
  );
}
