import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { endOtherSessions } from '../end-sessions';
import { tags, who } from './route-schemas';

export function endOtherSessionsRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/sessions/end-others',
    {
      schema: {
        tags,
        summary: 'Cerrar las demás sesiones de la cuenta',
        response: { 200: messageSchema, ...errors(401) },
      },
    },
    async (request) => {
      const ended = await endOtherSessions(db, who(request), new Date());
      return { message: ended === 1 ? 'Se ha cerrado 1 sesión.' : `Se han cerrado ${ended} sesiones.` };
    },
  );
}
