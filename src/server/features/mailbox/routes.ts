import type { FastifyInstance } from 'fastify';

import { mailboxRoute } from './routes/mailbox';
import { pollMailboxRoute } from './routes/poll-mailbox';

export async function adminMailboxRoutes(app: FastifyInstance) {
  pollMailboxRoute(app);
  mailboxRoute(app);
}
