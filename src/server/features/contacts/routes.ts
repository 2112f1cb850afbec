import type { FastifyInstance } from 'fastify';

import { addContactNoteRoute } from './routes/add-contact-note';
import { deleteContactRoute } from './routes/delete-contact';
import { listContactsRoute } from './routes/list-contacts';
import { sendContactRoute } from './routes/send-contact';
import { updateContactRoute } from './routes/update-contact';

export async function publicContactRoutes(app: FastifyInstance) {
  sendContactRoute(app);
}

export async function adminContactRoutes(app: FastifyInstance) {
  listContactsRoute(app);
  deleteContactRoute(app);
  updateContactRoute(app);
  addContactNoteRoute(app);
}
