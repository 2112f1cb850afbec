import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { goLiveResponseSchema } from '#shared/schemas/system-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { goLive } from '../live-gate';
import { tags } from './route-schemas';

export function goLiveRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/go-live',
    {
      schema: {
        tags,
        summary: 'Poner en marcha la instalación (salir del modo de prueba)',
        description:
          'Solo propietarios. 409 {detail} nombrando cada punto en rojo de la lista de puesta en marcha mientras quede alguno. ' +
          'Desde entonces los contratos ya no dicen DOCUMENTO DE PRUEBA y «Firmar» se niega (409) si vuelve a aparecer un punto en rojo.',
        response: { 200: goLiveResponseSchema, ...errors(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const mode = await goLive(app.ctx, actorOf(request), request.user?.email ?? null);
      request.log.info({ by: mode.by }, 'installation is live');
      reply.header('cache-control', 'no-store');
      return { live: true as const, live_since: mode.since, by: mode.by };
    },
  );
}
