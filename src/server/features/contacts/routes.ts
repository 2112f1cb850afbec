import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { contactResponseSchema } from '#shared/schemas/contact-schema.ts';
import { contactMessageSchema } from '#shared/schemas/index.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema, numericIdParams } from '#server/lib/route-schemas.ts';

import { CONTACT_NOT_FOUND, deleteContact } from './delete-contact';
import { listContacts } from './queries';
import { submitContact } from './submit-contact';

const CONTACT_ACCEPTED = { message: 'Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.' };
const LIMIT_MESSAGE = 'El límite debe ser un número entre 1 y 1000';
const tags = ['Contactos'];
const listQuery = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(1000, LIMIT_MESSAGE)
    .optional()
    .describe('Solo los N más recientes (el panel pide 5)'),
});

export async function publicContactRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Enviar un mensaje desde el formulario de contacto',
        description: 'Se guarda siempre; la empresa recibe como mucho un aviso por minuto con los mensajes nuevos.',
        body: contactMessageSchema,
        response: { 201: messageSchema.extend({ id: z.number().int().optional() }), ...errors(422, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      reply.status(201);
      // A filled honeypot is a bot: answer as if it worked and keep nothing.
      if (input.website) {
        request.log.info('contact honeypot filled; message discarded');
        return CONTACT_ACCEPTED;
      }
      // The outbox worker sends the notification, at most one a minute (send-contact-digest.ts).
      const id = await submitContact(db, input);
      return { id, ...CONTACT_ACCEPTED };
    },
  );
}

export async function adminContactRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cms/contacts',
    {
      schema: {
        tags,
        summary: 'Mensajes de contacto, del más reciente al más antiguo',
        querystring: listQuery,
        response: { 200: z.array(contactResponseSchema), ...errors(401, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listContacts(db, request.query.limit);
    },
  );

  api.delete(
    '/api/cms/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un mensaje de contacto',
        params: numericIdParams(CONTACT_NOT_FOUND),
        response: { 200: messageSchema, ...errors(401, 404) },
      },
    },
    async (request) => {
      await deleteContact(db, actorOf(request), request.params.id);
      return { message: 'Contacto eliminado' };
    },
  );
}
