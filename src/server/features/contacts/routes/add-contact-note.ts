import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { contactNoteSchema } from '#shared/schemas/enquiry-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { addContactNote } from '../contact-notes';
import { CONTACT_NOT_FOUND } from '../delete-contact';
import { tags } from './route-schemas';

const noteResponse = z.object({ id: z.number().int(), body: z.string(), author: z.string(), created_at: z.string() });

export function addContactNoteRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/contacts/:id/notes',
    {
      schema: {
        tags,
        summary: 'Añadir una nota a un contacto (queda con su fecha y su autor)',
        params: numericIdParams(CONTACT_NOT_FOUND),
        body: contactNoteSchema,
        response: { 201: noteResponse, ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return addContactNote(db, actorOf(request), request.params.id, request.body.body);
    },
  );
}
