import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '#server/lib/request-identity.ts';
import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { confirmRetentionClock } from '../confirm-retention-clock';
import { tags } from './route-schemas';

export function confirmRetentionClockRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/system/retention-clock/confirm',
    {
      schema: {
        tags,
        summary: 'Confirmar la hora para reanudar los borrados automáticos',
        description:
          'Cuando la hora del servidor salta más de un día (o no cuadra con la de la base de datos), los borrados por plazo de ' +
          'conservación se detienen y el panel lo avisa; un propietario confirma que la hora es correcta. 409 si no están detenidos.',
        response: { 200: messageSchema, ...errors(401, 403, 409) },
      },
    },
    async (request) => {
      await confirmRetentionClock(db, actorOf(request), app.ctx.now());
      return { message: 'Hora confirmada: los borrados automáticos se reanudan en la próxima pasada.' };
    },
  );
}
