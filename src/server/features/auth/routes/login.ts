import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { loginResponseSchema } from '#shared/schemas/auth-schemas.ts';
import { loginSchema } from '#shared/schemas/index.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { deviceCookie, presentedDevice } from '../device-lane';
import { login } from '../login';
import { tags } from './route-schemas';

export function loginRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Iniciar sesión',
        description:
          'Devuelve el token del administrador. Los intentos fallidos se limitan por cuenta y dirección (429 con Retry-After). ' +
          'Deja una cookie de dispositivo (HttpOnly, solo para esta ruta): con ella, ese navegador no hace cola tras una avalancha de intentos desde otras direcciones.',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errors(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const { jwtSecret } = app.ctx;
      const device = presentedDevice(jwtSecret, request.headers.cookie, app.ctx.now());
      const { userId, ...answer } = await login(
        db,
        jwtSecret,
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'], device },
        app.ctx.loginBackstop,
      );
      // This browser keeps its own lane through a later password flood (docs/product.md §7).
      reply.header('set-cookie', deviceCookie(jwtSecret, userId, app.ctx.now(), request.protocol === 'https'));
      return answer;
    },
  );
}
