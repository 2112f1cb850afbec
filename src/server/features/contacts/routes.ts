import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contactMessageSchema } from '../../../shared/schemas';
import { actorOf } from '../../plugins/auth';
import { idParam } from '../../lib/params';
import { CONTACT_NOT_FOUND, deleteContact } from './delete-contact';
import { listContacts } from './queries';
import { submitContact } from './submit-contact';

const CONTACT_ACCEPTED = { message: 'Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.' };
const LIMIT_MESSAGE = 'El límite debe ser un número entre 1 y 1000';
const listQuery = z.object({
  limit: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(1000, LIMIT_MESSAGE).optional(),
});

export async function publicContactRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post('/api/contact', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const input = contactMessageSchema.parse(request.body);
    reply.status(201);
    // A filled honeypot is a bot: answer as if it worked and keep nothing.
    if (input.website) {
      request.log.info('contact honeypot filled; message discarded');
      return CONTACT_ACCEPTED;
    }
    const id = await submitContact(db, input, `${app.ctx.config.publicUrl}/cms/contacts`);
    app.ctx.kickMail();
    return { id, ...CONTACT_ACCEPTED };
  });
}

export async function adminContactRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/cms/contacts', async (request, reply) => {
    const { limit } = listQuery.parse(request.query);
    reply.header('cache-control', 'no-store');
    return listContacts(db, limit);
  });

  app.delete('/api/cms/contacts/:id', async (request) => {
    await deleteContact(db, actorOf(request), idParam(request.params, CONTACT_NOT_FOUND));
    return { message: 'Contacto eliminado' };
  });
}
