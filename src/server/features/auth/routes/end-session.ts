import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { endOwnSession } from '../end-sessions';
import { tags, who } from './route-schemas';

export function endSessionRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.delete(
    '/api/auth/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Cerrar una sesión de la cuenta',
        description: 'Por ejemplo la de un móvil perdido: su token se rechaza desde ese momento.',
        params: z.object({ sessionId: z.string().max(64).describe('id de GET /api/auth/sessions') }),
        response: { 200: messageSchema, ...errors(401, 404) },
      },
    },
    async (request) => {
      await endOwnSession(db, who(request), request.params.sessionId, new Date());
      return { message: 'Sesión cerrada.' };
    },
  );
}
