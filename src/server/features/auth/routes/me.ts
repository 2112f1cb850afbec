import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { meResponseSchema } from '#shared/schemas/auth-schemas.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { tags } from './route-schemas';

export function meRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/auth/me',
    { schema: { tags, summary: 'El usuario del token', response: { 200: meResponseSchema, ...errors(401) } } },
    async (request) => {
      const user = request.user!;
      return { id: user.id, username: user.username, email: user.email, is_admin: user.isAdmin, role: user.role };
    },
  );
}
