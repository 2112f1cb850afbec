import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { logout } from '../end-sessions';
import { tags, who } from './route-schemas';

export function logoutRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'Cerrar sesión',
        description: 'Termina la sesión del token en el servidor: desde ese momento el token se rechaza (401).',
        response: { 200: messageSchema, ...errors(401) },
      },
    },
    async (request) => {
      await logout(db, who(request), new Date());
      return { message: 'Sesión cerrada.' };
    },
  );
}
