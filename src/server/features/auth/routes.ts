import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { loginResponseSchema, meResponseSchema } from '#shared/schemas/auth-schemas.ts';
import { changePasswordSchema, loginSchema, requestResetSchema, resetPasswordSchema } from '#shared/schemas/index.ts';
import { readFields } from '#server/lib/form-fields.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { changePassword } from './change-password';
import { deviceCookie, presentedDevice } from './device-lane';
import { login } from './login';
import { requestPasswordReset, RESET_REQUEST_ANSWER } from './request-password-reset';
import { resetPassword } from './reset-password';

const tags = ['Autenticación'];
const RESET_LIMIT = { rateLimit: { max: 30, timeWindow: '15 minutes' } };

export async function publicAuthRoutes(app: FastifyInstance) {
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
        { ...request.body, ip: request.ip, device },
        app.ctx.loginBackstop,
      );
      // This browser keeps its own lane through a later password flood (docs/product.md §7).
      reply.header('set-cookie', deviceCookie(jwtSecret, userId, app.ctx.now(), request.protocol === 'https'));
      return answer;
    },
  );

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

/** Registered inside the admin scope (plugins/admin-scope.ts): the token is checked before the body is read. */
export async function adminAuthRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/auth/me',
    { schema: { tags, summary: 'El usuario del token', response: { 200: meResponseSchema, ...errors(401) } } },
    async (request) => {
      const user = request.user!;
      return { id: user.id, username: user.username, email: user.email, is_admin: user.isAdmin, role: user.role };
    },
  );

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
