import type { FastifyInstance } from 'fastify';
import {
  changePasswordSchema,
  loginSchema,
  requestResetSchema,
  resetPasswordSchema,
} from '../../../shared/schemas';
import { actorOf } from '../../plugins/auth';
import { readFields } from '../../lib/form-fields';
import { changePassword } from './change-password';
import { login } from './login';
import { RESET_REQUEST_ANSWER, requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

export async function publicAuthRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post('/api/auth/login', async (request) => {
    const input = loginSchema.parse(request.body);
    return login(db, app.ctx.jwtSecret, { ...input, ip: request.ip });
  });

  app.post(
    '/api/auth/request-password-reset',
    { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
    async (request) => {
      const { email } = requestResetSchema.parse(request.body);
      const queued = await requestPasswordReset(db, app.ctx.config.publicUrl, email);
      if (queued) app.ctx.kickMail();
      return RESET_REQUEST_ANSWER;
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
    async (request) => {
      const input = resetPasswordSchema.parse(request.body);
      await resetPassword(db, { ...input, ip: request.ip });
      return { message: 'Contraseña restablecida correctamente.' };
    },
  );
}

/** Registered inside the admin scope (plugins/admin-scope.ts): the token is checked before the body is read. */
export async function adminAuthRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/auth/me', async (request) => {
    const user = request.user!;
    return { id: user.id, username: user.username, email: user.email, is_admin: user.isAdmin };
  });

  app.post('/api/auth/change-password', async (request) => {
    const input = changePasswordSchema.parse(await readFields(request));
    await changePassword(db, { ...actorOf(request), userId: request.user!.id }, input);
    return { message: 'Password cambiado correctamente. Inicia sesión de nuevo con el nuevo password.' };
  });
}
