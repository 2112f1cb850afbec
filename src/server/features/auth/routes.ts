import type { FastifyInstance } from 'fastify';

import { changePasswordRoute } from './routes/change-password';
import { endOtherSessionsRoute } from './routes/end-other-sessions';
import { endSessionRoute } from './routes/end-session';
import { loginRoute } from './routes/login';
import { logoutRoute } from './routes/logout';
import { meRoute } from './routes/me';
import { requestPasswordResetRoute } from './routes/request-password-reset';
import { resetPasswordRoute } from './routes/reset-password';
import { sessionsRoute } from './routes/sessions';

export async function publicAuthRoutes(app: FastifyInstance) {
  loginRoute(app);
  requestPasswordResetRoute(app);
  resetPasswordRoute(app);
}

/** Registered inside the admin scope (plugins/admin-scope.ts): the token is checked before the body is read. */
export async function adminAuthRoutes(app: FastifyInstance) {
  meRoute(app);
  changePasswordRoute(app);
  logoutRoute(app);
  sessionsRoute(app);
  endSessionRoute(app);
  endOtherSessionsRoute(app);
}
