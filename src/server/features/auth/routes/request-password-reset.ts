import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { requestResetSchema } from '#shared/schemas/index.ts';
import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { requestPasswordReset, RESET_REQUEST_ANSWER } from '../request-password-reset';
import { RESET_LIMIT, tags } from './route-schemas';

export function requestPasswordResetRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/request-password-reset',
    {
      config: RESET_LIMIT,
      schema: {
        tags,
        summary: 'Pedir un enlace para restablecer la contraseña',
        description:
          'Responde exactamente lo mismo exista o no la dirección; si existe, envía un enlace válido 1 hora y de un solo uso.',
        body: requestResetSchema,
        response: { 200: messageSchema, ...errors(422, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(db, app.ctx.config.publicUrl, request.body.email, app.ctx.now());
      return RESET_REQUEST_ANSWER;
    },
  );
}
