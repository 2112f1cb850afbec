import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { contactMessageSchema } from '#shared/schemas/index.ts';
import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { submitContact } from '../submit-contact';
import { tags } from './route-schemas';

const CONTACT_ACCEPTED = { message: 'Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.' };

export function sendContactRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
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
