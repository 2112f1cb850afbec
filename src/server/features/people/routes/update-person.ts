import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { personResponseSchema, updatePersonSchema } from '#shared/schemas/people-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { updatePerson } from '../update-person';
import { tags } from './route-schemas';

const PERSON_NOT_FOUND = 'No existe esa persona.';

export function updatePersonRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
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
