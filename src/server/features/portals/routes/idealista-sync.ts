import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { conflict } from '#server/lib/errors.ts';
import { errors, messageSchema } from '#server/lib/route-schemas.ts';

import { requestIdealistaSync } from '../idealista/idealista-sync';
import { tags } from './route-schemas';

export function idealistaSyncRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/portals/idealista/sync',
    {
      schema: {
        tags,
        summary: 'Enviar a idealista ahora',
        description:
          'El envío a idealista se hace en segundo plano en cuanto se pide (202); solo si el fichero ha cambiado.',
        response: { 202: messageSchema, ...errors(401, 403, 409) },
      },
    },
    async (_request, reply) => {
      if (!app.ctx.config.idealista)
        throw conflict('idealista no está configurado (IDEALISTA_FTP_URL e IDEALISTA_CUSTOMER_CODE).');
      await requestIdealistaSync(app);
      return reply.status(202).send({ message: 'Envío a idealista en marcha.' });
    },
  );
}
