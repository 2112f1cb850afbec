import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { invitePersonSchema, personResponseSchema } from '#shared/schemas/people-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { invitePerson } from '../invite-person';
import { tags } from './route-schemas';

export function createPersonRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/people',
    {
      schema: {
        tags,
        summary: 'Invitar a una persona',
        description:
          'Crea la cuenta (usuario = email) y le envía un enlace de un solo uso, válido 7 días, para elegir su contraseña.',
        body: invitePersonSchema,
        response: { 201: personResponseSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const person = await invitePerson(db, actorOf(request), app.ctx.config.publicUrl, request.body, app.ctx.now());
      return reply.code(201).send(person);
    },
  );
}
