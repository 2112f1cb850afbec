import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { invitePersonSchema, personResponseSchema, updatePersonSchema } from '#shared/schemas/people-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { invitePerson } from './invite-person';
import { listPeople } from './queries';
import { updatePerson } from './update-person';

const tags = ['Personas'];
const PERSON_NOT_FOUND = 'No existe esa persona.';

/** The company's people (docs/product.md §4). Owners only: staff-access.ts does not list these routes. */
export async function adminPeopleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cms/people',
    {
      schema: {
        tags,
        summary: 'Personas con acceso a la administración',
        response: { 200: z.array(personResponseSchema), ...errors(401, 403) },
      },
    },
    async () => listPeople(db),
  );

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

  api.patch(
    '/api/cms/people/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar rol, nombre, poderes de firma o desactivar',
        description:
          'Desactivar cierra al momento todas sus sesiones. Siempre debe quedar un propietario activo (409).',
        params: numericIdParams(PERSON_NOT_FOUND),
        body: updatePersonSchema,
        response: { 200: personResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => updatePerson(db, actorOf(request), request.params.id, request.body, app.ctx.now()),
  );
}
