import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { resetPasswordSchema } from '#shared/schemas/index.ts';
import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { resetPassword } from '../reset-password';
import { RESET_LIMIT, tags } from './route-schemas';

export function resetPasswordRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/reset-password',
    {
      config: RESET_LIMIT,
      schema: {
        tags,
        summary: 'Restablecer la contraseña con el token del enlace',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors(422, 429) },
      },
    },
    async (request) => {
      await resetPassword(db, { ...request.body, ip: request.ip }, app.ctx.now());
      return { message: 'Contraseña restablecida correctamente.' };
    },
  );
}
