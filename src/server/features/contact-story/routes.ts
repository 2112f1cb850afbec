import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { contactStorySchema } from '#shared/schemas/enquiry-schema.ts';
import { CONTACT_NOT_FOUND } from '#server/features/contacts/index.ts';
import { errors, numericIdParams } from '#server/lib/route-schemas.ts';

import { contactStory } from './contact-story';

export async function adminContactStoryRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/cms/contacts/:id/story',
    {
      schema: {
        tags: ['Contactos'],
        summary: 'La historia de un contacto: notas, propiedades, visitas, contratos, pagos, demanda y envíos',
        params: numericIdParams(CONTACT_NOT_FOUND),
        response: { 200: contactStorySchema, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return contactStory(db, request.params.id);
    },
  );
}
