import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { feedConfirmSchema, feedPortalParamsSchema, portalOverviewSchema } from '#shared/schemas/portal-schema.ts';
import { confirmHeldFeed } from '#server/features/feeds/index.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { portalsOverview } from '../portals-overview';
import { tags } from './route-schemas';

export function confirmHeldFeedRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/cms/portals/:portal/feed/confirm',
    {
      schema: {
        tags,
        summary: 'Publicar el feed retenido',
        description:
          'Un feed que se quedaría sin propiedades o perdería más de un tercio de las del último no se publica hasta que un ' +
          'propietario lo confirma aquí, con la huella (generation) del que ha revisado. 409 si no hay ninguno o si ha cambiado.',
        params: feedPortalParamsSchema,
        body: feedConfirmSchema,
        response: { 200: portalOverviewSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request) => {
      await confirmHeldFeed(
        app.ctx.db,
        request.params.portal,
        request.body.generation,
        actorOf(request),
        app.ctx.now(),
      );
      return (await portalsOverview(app)).find((overview) => overview.portal === request.params.portal)!;
    },
  );
}
