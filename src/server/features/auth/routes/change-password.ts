import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { changePasswordSchema } from '#shared/schemas/index.ts';
import { readFields } from '#server/lib/form-fields.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { changePassword } from '../change-password';
import { tags } from './route-schemas';

export function changePasswordRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The body is JSON or a multipart form (as the admin page sends it), so it is read by the handler.
  api.post(
    '/api/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Cambiar la contraseña',
        description:
          'Cuerpo JSON o formulario multipart con current_password y new_password (y confirm_password opcional). ' +
          'Los tokens emitidos antes dejan de funcionar.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: messageSchema, ...errors(401, 422) },
      },
    },
    async (request) => {
      const input = changePasswordSchema.parse(await readFields(request));
      await changePassword(db, { ...actorOf(request), userId: request.user!.id }, input, app.ctx.now());
      return { message: 'Password cambiado correctamente. Inicia sesión de nuevo con el nuevo password.' };
    },
  );
}
